/** The Arena mark: a shield with a stylised "A" and a wordmark. */
import { useId } from 'react';
import './brand-logo.css';

export function BrandLogo({
  className,
  showWordmark = true,
  gradientId,
}: {
  className?: string;
  showWordmark?: boolean;
  /** A fixed id for the mark's gradient, for markup that must be the same on every render (the boot shell). */
  gradientId?: string;
}) {
  const generated = useId();
  const gradient = gradientId ?? generated;
  return (
    <span className={`brand-logo ${className ?? ''}`.trim()}>
      <svg className="brand-logo__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#22d3ee" />
            <stop offset="1" stopColor="#a855f7" />
          </linearGradient>
        </defs>
        <path d="M24 2 44 9v14c0 12-8.4 20.6-20 23C12.4 43.6 4 35 4 23V9Z" fill={`url(#${gradient})`} />
        <path d="M24 6.5 40 12v11c0 9.8-6.6 17-16 19.3C14.6 40 8 32.8 8 23V12Z" fill="#0a0b14" />
        <path d="M24 11 34.5 35h-5.3l-2-4.8h-6.4l-2 4.8h-5.3Zm0 9.6-1.7 5h3.4Z" fill={`url(#${gradient})`} />
      </svg>
      {showWordmark && <span className="brand-logo__word">ARENA</span>}
    </span>
  );
}
