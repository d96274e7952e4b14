/** Axe scans and screenshots at phone (375 px) and desktop (1280 px) widths, for every browser test. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForNetworkQuiet } from './network-quiet';

export const WIDTHS = [375, 1280] as const;
const screenshots = path.resolve(import.meta.dirname, '../../../screenshots');

/**
 * Waits until the page is idle and its fades and toasts are done, so what a check sees is final; and expects
 * the page to have broken no Content-Security-Policy rule so far (recorded by the fixtures' context).
 */
export async function settle(page: Page) {
  await waitForNetworkQuiet(page);
  const cspViolations = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
  expect(cspViolations, `Content-Security-Policy violations on ${page.url()}`).toEqual([]);
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

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it is now (every rule axe runs by default), each as its rule, impact and
 * first targets. axe is put into the page once per document: a hash-route change keeps it, a load or a reload
 * needs it again. This is axe.run() in the page, which is what @axe-core/playwright ends in, without what made that
 * wrapper cost a third of the browser tests' CPU: it compiled axe's 650 KB into the page again for every scan, then
 * opened a second page to compile it once more and merge the results (for cross-origin frames, which Arena's pages
 * do not have), and asked for passes and inapplicable rules nobody reads.
 */
export async function axeViolations(page: Page) {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axeSource);
  const results = await page.evaluate(
    () =>
      (
        window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
      ).axe.run(document, {
        resultTypes: ['violations'],
      }) as Promise<Pick<AxeResults, 'violations'>>,
  );
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

/** Runs axe at 375 and 1280 px (ending at 1280) and expects no violations. */
export async function expectNoAxeViolations(page: Page, label: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    expect(await axeViolations(page), `axe violations on ${label} @${width}`).toEqual([]);
  }
}

/**
 * Screenshots into /screenshots (full page unless told) at 375 and 1280 px, ending at 1280. A full page is
 * taken by growing the viewport to the page's height: Chromium's own full-page capture leaves regions that
 * scroll sideways (wide tables) unpainted below the first screen.
 */
export async function screenshotAtBothWidths(page: Page, name: string, { fullPage = true } = {}) {
  for (const width of WIDTHS) {
    const height = width === 375 ? 812 : 800;
    await page.setViewportSize({ width, height });
    // Show the page as it first appears: at the top, tables scrolled to their first column.
    await page.evaluate(() => {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      for (const frame of document.querySelectorAll('.table-responsive')) {
        frame.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      }
    });
    if (fullPage) {
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width, height: Math.max(height, pageHeight) });
    }
    await settle(page);
    // Lazy images load once the (grown) viewport shows them; those still below it never will.
    await page.waitForFunction(() =>
      Array.from(document.images)
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .every((image) => image.complete && image.naturalWidth > 0),
    );
    await page.evaluate(() =>
      Promise.all(
        Array.from(document.images)
          .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
          .map((image) => image.decode().catch(() => null)),
      ),
    );
    await page.screenshot({ path: path.join(screenshots, `${name}-${width}.png`), animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** At a phone's and a desktop's width nothing is wider than the window (no sideways scroll); back to 1280 x 800. */
export async function expectNoSidewaysScroll(page: Page, label = 'the page') {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${label} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Screenshots one part of a page (a section, a dialog) into /screenshots at 375 and 1280 px, ending at 1280:
 * on a long page a full-page capture shrinks it past judging.
 */
export async function screenshotSectionAtBothWidths(page: Page, section: Locator, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await settle(page);
    await section.screenshot({
      path: path.join(screenshots, `${name}-${width}.png`),
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Every visible control in `scope` (links, buttons, form fields) is at least 24 by 24 CSS pixels, WCAG 2.2's
 * minimum target size (2.5.8), at 375 and 1280 px.
 */
export async function expectTapTargets(page: Page, scope: Locator, label: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    const small = await scope.locator('a[href], button, input, select, textarea').evaluateAll((controls) =>
      controls
        .filter((control) => control.checkVisibility())
        .map((control) => {
          const box = control.getBoundingClientRect();
          const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
          return {
            name: name.trim().slice(0, 60),
            width: Math.round(box.width),
            height: Math.round(box.height),
          };
        })
        .filter((box) => box.width < 24 || box.height < 24),
    );
    expect(small, `controls under 24 px on ${label} @${width}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
