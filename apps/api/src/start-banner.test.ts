import { describe, expect, it } from 'vitest';
import { formatStartBanner } from './start-banner';

const demo = {
  admin: { email: 'admin@arena.local', password: 'Adm-secret123!1a' },
  player: { email: 'player@arena.local', password: 'Player!2024' },
};

describe('formatStartBanner', () => {
  it('frames the URL and the demo admin e-mail and password in a box', () => {
    const banner = formatStartBanner({ url: 'http://localhost:4540/', nodeVersion: 'v24.0.0', demo });
    const lines = banner.trim().split('\n');
    expect(lines[0]).toMatch(/^\+-+\+$/);
    expect(lines.at(-1)).toBe(lines[0]);
    // Every line of the box has the same width, so the frame is closed on the right too.
    for (const line of lines) expect(line).toHaveLength(lines[0]!.length);
    for (const line of lines.slice(1, -1)) expect(line).toMatch(/^\| .* \|$/);
    expect(banner).toContain('http://localhost:4540/');
    expect(banner).toContain('admin@arena.local');
    expect(banner).toContain('password: Adm-secret123!1a');
    expect(banner).toContain('player@arena.local / Player!2024');
  });

  it('prints no password when the start did not seed the demo', () => {
    const banner = formatStartBanner({ url: 'http://localhost:4540/', nodeVersion: 'v24.0.0', demo: null });
    expect(banner).toContain('Arena is running at http://localhost:4540/');
    expect(banner).not.toMatch(/password/i);
    expect(banner).not.toContain('Player!2024');
  });
});
