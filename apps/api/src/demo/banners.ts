/** Banner art made for Arena: abstract SVG compositions rasterised to JPEG (no fonts needed). */
import sharp from 'sharp';

export type Motif = 'crosshair' | 'ball' | 'wheel' | 'shield' | 'bolt' | 'crown' | 'hex' | 'fist' | 'star';

const MOTIFS: Record<Motif, string> = {
  crosshair:
    '<circle cx="0" cy="0" r="120" fill="none" stroke="#fff" stroke-width="14"/><circle cx="0" cy="0" r="18" fill="#fff"/><path d="M0-190V-70M0 70V190M-190 0H-70M70 0H190" stroke="#fff" stroke-width="14" stroke-linecap="round"/>',
  ball: '<circle cx="0" cy="0" r="140" fill="none" stroke="#fff" stroke-width="14"/><path d="M0-60l57 41-22 67h-70l-22-67z" fill="#fff"/><path d="M0-60V-140M57-19l76-25M35 48l47 65M-35 48l-47 65M-57-19l-76-25" stroke="#fff" stroke-width="10"/>',
  wheel:
    '<circle cx="0" cy="0" r="140" fill="none" stroke="#fff" stroke-width="24"/><circle cx="0" cy="0" r="40" fill="#fff"/><path d="M0-40V-130M38 12l86 28M-38 12l-86 28M24 32l52 75M-24 32l-52 75" stroke="#fff" stroke-width="16"/>',
  shield:
    '<path d="M0-160L130-110V0C130 90 60 140 0 170C-60 140-130 90-130 0V-110Z" fill="none" stroke="#fff" stroke-width="14"/><path d="M0-90L60-65V0C60 45 30 75 0 90Z" fill="#fff"/>',
  bolt: '<path d="M30-170L-90 20H-10L-40 170L90-30H10Z" fill="#fff"/>',
  crown:
    '<path d="M-150 90L-130-80L-60 0L0-120L60 0L130-80L150 90Z" fill="none" stroke="#fff" stroke-width="14" stroke-linejoin="round"/><rect x="-150" y="110" width="300" height="26" rx="8" fill="#fff"/>',
  hex: '<path d="M0-160L139-80V80L0 160L-139 80V-80Z" fill="none" stroke="#fff" stroke-width="14"/><path d="M0-80L69-40V40L0 80L-69 40V-40Z" fill="#fff"/>',
  fist: '<rect x="-110" y="-70" width="220" height="150" rx="40" fill="none" stroke="#fff" stroke-width="14"/><path d="M-55-70V10M0-70V10M55-70V10" stroke="#fff" stroke-width="12"/><rect x="-60" y="80" width="120" height="70" rx="10" fill="#fff"/>',
  star: '<path d="M0-160L38-52L152-50L61 19L94 129L0 63L-94 129L-61 19L-152-50L-38-52Z" fill="none" stroke="#fff" stroke-width="14" stroke-linejoin="round"/>',
};

function svg(colors: [string, string], motif: Motif, seed: number, width: number, height: number): string {
  const stripes = Array.from({ length: 7 }, (_, i) => {
    const x = ((seed * 97 + i * 211) % width) - 100;
    const w = 40 + ((seed + i * 37) % 90);
    return `<rect x="${x}" y="-200" width="${w}" height="${height * 2}" fill="#fff" opacity="${0.03 + (i % 3) * 0.02}" transform="rotate(24 ${x} 0)"/>`;
  }).join('');
  const dots = Array.from({ length: 40 }, (_, i) => {
    const x = (seed * 53 + i * 131) % width;
    const y = (seed * 29 + i * 71) % height;
    return `<circle cx="${x}" cy="${y}" r="${2 + (i % 3)}" fill="#fff" opacity="0.25"/>`;
  }).join('');
  const cx = Math.round(width * 0.72);
  const cy = Math.round(height / 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient>
    <radialGradient id="glow" cx="0.72" cy="0.5" r="0.45"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${stripes}${dots}
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <g transform="translate(${cx} ${cy}) scale(${(height / 520).toFixed(3)})" opacity="0.92">${MOTIFS[motif]}</g>
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
</svg>`;
}

/** A 16:9 JPEG banner (gradients compress far better, and faster, as JPEG than PNG). */
export async function renderBanner(colors: [string, string], motif: Motif, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(svg(colors, motif, seed, 960, 540)))
    .jpeg({ quality: 84, progressive: true })
    .toBuffer();
}
