import '../pages.css';
/** The about page's illustrations, drawn for Arena: a squad at the controls and the podium. */
export function SquadArt() {
  return (
    <svg className="about-art" viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="squad-edge" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#22d3ee" />
          <stop offset="1" stopColor="#a855f7" />
        </linearGradient>
        <radialGradient id="squad-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#7c3aed" stopOpacity="0.5" />
          <stop offset="1" stopColor="#7c3aed" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="240" cy="180" rx="230" ry="170" fill="url(#squad-glow)" />
      <rect
        x="70"
        y="40"
        width="340"
        height="200"
        rx="18"
        fill="#0f1124"
        stroke="url(#squad-edge)"
        strokeWidth="3"
      />
      <rect x="90" y="60" width="300" height="160" rx="10" fill="#13152b" />
      <path
        d="M110 190 170 130l40 35 60-70 50 55 50-30"
        fill="none"
        stroke="#22d3ee"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <g fill="#a855f7">
        <circle cx="170" cy="130" r="6" />
        <circle cx="270" cy="95" r="6" />
        <circle cx="370" cy="120" r="6" />
      </g>
      <rect x="110" y="78" width="90" height="10" rx="5" fill="#ec4899" opacity="0.8" />
      <rect x="110" y="96" width="56" height="8" rx="4" fill="#a9aecb" opacity="0.4" />
      <rect x="225" y="240" width="30" height="30" fill="#1a1d3a" />
      <rect x="180" y="268" width="120" height="10" rx="5" fill="#1a1d3a" />
      {[120, 240, 360].map((x, index) => (
        <g key={x} transform={`translate(${x} 300)`}>
          <circle cx="0" cy="-18" r="18" fill={['#22d3ee', '#a855f7', '#ec4899'][index]} />
          <path
            d="M-30 40c0-30 14-44 30-44s30 14 30 44Z"
            fill="#1a1d3a"
            stroke="url(#squad-edge)"
            strokeWidth="2"
          />
          <rect x="-16" y="8" width="32" height="14" rx="7" fill="#0a0b14" />
        </g>
      ))}
    </svg>
  );
}

export function PodiumArt() {
  return (
    <svg className="about-art" viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="podium-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
        <linearGradient id="podium-block" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4c1d95" />
          <stop offset="1" stopColor="#1e1b4b" />
        </linearGradient>
        <radialGradient id="podium-glow" cx="0.5" cy="0.4" r="0.5">
          <stop offset="0" stopColor="#22d3ee" stopOpacity="0.35" />
          <stop offset="1" stopColor="#22d3ee" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="240" cy="160" rx="220" ry="150" fill="url(#podium-glow)" />
      <rect
        x="180"
        y="190"
        width="120"
        height="150"
        rx="6"
        fill="url(#podium-block)"
        stroke="#a855f7"
        strokeWidth="2"
      />
      <rect
        x="60"
        y="240"
        width="120"
        height="100"
        rx="6"
        fill="url(#podium-block)"
        stroke="#22d3ee"
        strokeOpacity="0.7"
        strokeWidth="2"
      />
      <rect
        x="300"
        y="265"
        width="120"
        height="75"
        rx="6"
        fill="url(#podium-block)"
        stroke="#ec4899"
        strokeOpacity="0.7"
        strokeWidth="2"
      />
      <g fontFamily="Rajdhani, Arial Narrow, sans-serif" fontWeight="800" textAnchor="middle">
        <text x="240" y="280" fontSize="56" fill="#fde68a">
          1
        </text>
        <text x="120" y="310" fontSize="44" fill="#a5f3fc">
          2
        </text>
        <text x="360" y="322" fontSize="40" fill="#fbcfe8">
          3
        </text>
      </g>
      <g transform="translate(240 110)">
        <path d="M-45 -60h90v34c0 30-20 52-45 52s-45-22-45-52Z" fill="url(#podium-gold)" />
        <path
          d="M-45 -50h-20c0 26 12 40 27 42M45 -50h20c0 26-12 40-27 42"
          fill="none"
          stroke="#f59e0b"
          strokeWidth="7"
          strokeLinecap="round"
        />
        <rect x="-10" y="24" width="20" height="26" fill="#f59e0b" />
        <rect x="-34" y="48" width="68" height="14" rx="4" fill="url(#podium-gold)" />
        <path d="m0 -44 6 12 13 2-9.5 9.5 2.5 13-12-6-12 6 2.5-13-9.5-9.5 13-2Z" fill="#fff7d6" />
      </g>
      <g fill="#fbbf24">
        <circle cx="150" cy="70" r="4" />
        <circle cx="340" cy="60" r="3" />
        <circle cx="380" cy="150" r="4" />
        <circle cx="100" cy="160" r="3" />
      </g>
    </svg>
  );
}
