/** Helpers of the catalogue browser tests: the demo player, tournaments by name, axe, screenshots. */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { loginViaApi, storeSession } from './support';

export const WIDTHS = [375, 1280] as const;
export const DEMO_PLAYER = { email: 'player@arena.local', password: 'Player!2024' };
const screenshots = path.resolve(import.meta.dirname, '../../../screenshots');

export interface DemoTournament {
  id: number;
  tournament_name: string;
  tournament_state: 'pending' | 'underway' | 'completed' | 'cancelled';
  tournament_category: 'regular' | 'vip';
  participate: boolean;
  game_id: number;
  game_name: string;
  entry_fee: number;
  region: string;
}

/** Every tournament of the demo content (participate for the bearer's player, when given). */
export async function listTournaments(request: APIRequestContext, token?: string): Promise<DemoTournament[]> {
  const response = await request.get('/api/tournaments-list?tournament_state=all', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { tournaments: DemoTournament[] }).tournaments;
}

export async function signInDemoPlayer(page: Page, request: APIRequestContext) {
  const session = await loginViaApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password);
  await storeSession(page, session);
  return session;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Fades (dialogs, panels) and toasts must finish so colours are final; infinite loops are ignored.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** Runs axe at 375 and 1280 px (ending at 1280) and expects no violations. */
export async function expectNoAxeViolations(page: Page, label: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    const results = await new AxeBuilder({ page }).analyze();
    const summary = results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
    expect(summary, `axe violations on ${label} @${width}`).toEqual([]);
  }
}

/** A screenshot at 375 and 1280 px (ending at 1280) into /screenshots; full page unless told. */
export async function screenshotAtBothWidths(page: Page, name: string, { fullPage = true } = {}) {
  for (const width of WIDTHS) {
    const height = width === 375 ? 812 : 800;
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
    // A full page is taken by growing the viewport: Chromium's own full-page capture leaves regions
    // that scroll sideways (wide tables) unpainted below the first screen.
    if (fullPage) {
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width, height: Math.max(height, pageHeight) });
    }
    await settle(page);
    // Lazy images load once the grown viewport shows them.
    await page.waitForFunction(() =>
      Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
    );
    await page.evaluate(() =>
      Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => null))),
    );
    await page.screenshot({ path: path.join(screenshots, `${name}-${width}.png`), animations: 'disabled' });
  }
}
