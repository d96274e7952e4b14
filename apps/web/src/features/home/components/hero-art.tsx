import '../home.css';
import './hero-art.css';
/** Decorative hero artwork: a glowing trophy inside a hexagonal arena. */
export function HeroArt() {
  return (
    <div className="hero__art" aria-hidden="true">
      <svg viewBox="0 0 400 400" focusable="false">
        <defs>
          <linearGradient id="hero-art-stroke" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#22d3ee" />
            <stop offset="1" stopColor="#a855f7" />
          </linearGradient>
          <radialGradient id="hero-art-glow" cx="0.5" cy="0.5" r="0.5">
            <stop offset="0" stopColor="#7c3aed" stopOpacity="0.55" />
            <stop offset="1" stopColor="#7c3aed" stopOpacity="0" />
          </radialGradient>
          <linearGradient id="hero-art-cup" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#fde68a" />
            <stop offset="1" stopColor="#f59e0b" />
          </linearGradient>
        </defs>
        <circle cx="200" cy="200" r="190" fill="url(#hero-art-glow)" />
        <polygon
          points="200,30 347,115 347,285 200,370 53,285 53,115"
          fill="none"
          stroke="url(#hero-art-stroke)"
          strokeWidth="3"
        />
        <polygon
          points="200,70 312,135 312,265 200,330 88,265 88,135"
          fill="#0f1124"
          stroke="url(#hero-art-stroke)"
          strokeOpacity="0.45"
          strokeWidth="2"
        />
        <g className="hero__art-cup">
          <path d="M150 130h100v40c0 32-22 56-50 56s-50-24-50-56Z" fill="url(#hero-art-cup)" />
          <path
            d="M150 142h-22c0 30 14 44 30 46M250 142h22c0 30-14 44-30 46"
            fill="none"
            stroke="#f59e0b"
            strokeWidth="8"
            strokeLinecap="round"
          />
          <rect x="188" y="224" width="24" height="30" fill="#f59e0b" />
          <rect x="160" y="252" width="80" height="18" rx="4" fill="url(#hero-art-cup)" />
          <path d="m200 150 7 14 15 2-11 11 3 15-14-7-14 7 3-15-11-11 15-2Z" fill="#fff7d6" />
        </g>
        <g fill="#22d3ee">
          <circle cx="90" cy="80" r="3" />
          <circle cx="330" cy="330" r="3" />
          <circle cx="340" cy="60" r="2" />
          <circle cx="60" cy="330" r="2" />
        </g>
      </svg>
    </div>
  );
}
