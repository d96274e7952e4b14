/** Axe scans and screenshots at phone (375 px) and desktop (1280 px) widths, for every browser test. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForNetworkQuiet } from './network-quiet';
import { scaled } from './fixtures';

export const WIDTHS = [375, 1280] as const;
const screenshots = path.resolve(import.meta.dirname, '../../../screenshots');

/**
 * The PNGs in /screenshots are for people looking at the screens, and no check reads them: they are written with
 * E2E_SCREENSHOTS=1 only. Without it the helpers below still do everything else (the widths, the grown viewport,
 * a settled page, every image in view loaded and decoded), so a screen that never settles or an image that does
 * not load fails either way; only Chromium's capture and PNG encoding of tall pages is saved.
 */
export const writeScreenshots = process.env.E2E_SCREENSHOTS === '1';

/** The file of a screenshot named `name`, or undefined when screenshots are not written. */
export const screenshotPath = (name: string): string | undefined =>
  writeScreenshots ? path.join(screenshots, `${name}.png`) : undefined;

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
  // Fades (dialogs, panels) and toasts must finish so colours are final; infinite loops are ignored. Running ones
  // are fast-forwarded to their end, as Playwright's screenshots do with `animations: 'disabled'`, rather than
  // waited out: a toast's 5 s timer is an animation (its progress bar), so every check with a toast up waited
  // 5 s for it to close. The end is the same: the toast closes (then fades out), a dialog is fully in. The wait
  // ends once a frame starts no new one.
  await page.waitForFunction(() => {
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
      );
    for (const animation of running) animation.finish();
    return running.length === 0;
  });
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it is now (every rule axe runs by default, and WCAG 2.2's target size), each as its rule, impact and
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
        // WCAG 2.2 AA's target size (2.5.8, at least 24 px): axe ships it switched off (issue 29).
        rules: { 'target-size': { enabled: true } },
      }) as Promise<Pick<AxeResults, 'violations'>>,
  );
  return results.violations
    .map((violation) => ({
      ...violation,
      nodes: violation.id === 'target-size' ? violation.nodes.filter(tooSmallItself) : violation.nodes,
    }))
    .filter((violation) => violation.nodes.length > 0)
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/**
 * A target-size failure of the target itself (too small, or too close to another), not one that only a sticky
 * bar or a toast covering part of it at this scroll position made (axe's `partiallyObscured`): where the page
 * happens to be scrolled when a test scans it is not the layout 2.5.8 judges, and it made the scan flaky.
 */
function tooSmallItself(node: AxeResults['violations'][number]['nodes'][number]): boolean {
  return !node.any.some((check) =>
    String((check.data as { messageKey?: string } | null)?.messageKey ?? '').startsWith('partiallyObscured'),
  );
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
 * Screenshots into /screenshots (with E2E_SCREENSHOTS=1; full page unless told) at 375 and 1280 px, ending at
 * 1280. A full page is taken by growing the viewport to the page's height: Chromium's own full-page capture leaves
 * regions that scroll sideways (wide tables) unpainted below the first screen.
 * Without E2E_SCREENSHOTS the viewport is not grown (drawing a whole tall page in software twice cost about half a
 * CPU-second a call, session 23); every image of the page, below the fold too, is loaded and decoded instead.
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
    const file = screenshotPath(`${name}-${width}`);
    if (file && fullPage) {
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width, height: Math.max(height, pageHeight) });
    }
    await settle(page);
    // Lazy images load once the (grown) viewport shows them; those still below it never will. With no
    // screenshot to take, every lazy image is asked for now, so each image of the page must load either way.
    const everyImage = !file;
    if (everyImage)
      await page.evaluate(() => {
        for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager';
      });
    await page.waitForFunction(
      (all) =>
        Array.from(document.images)
          .filter((image) => all || image.getBoundingClientRect().top < window.innerHeight)
          .every((image) => image.complete && image.naturalWidth > 0),
      everyImage,
    );
    await page.evaluate(
      (all) =>
        Promise.all(
          Array.from(document.images)
            .filter((image) => all || image.getBoundingClientRect().top < window.innerHeight)
            .map((image) => image.decode().catch(() => null)),
        ),
      everyImage,
    );
    if (file) await page.screenshot({ path: file, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Axe at the width the test has set: the page settled first, then no violation. */
export async function expectNoAxeViolationsAtThisWidth(page: Page, label: string) {
  await settle(page);
  expect(await axeViolations(page), `axe violations on ${label}`).toEqual([]);
}

/**
 * A screenshot at the width the test has set (with E2E_SCREENSHOTS=1), of the whole page from its top; the
 * viewport is put back afterwards. For a test that stays at one width (a phone's journey).
 */
export async function screenshotAtThisWidth(page: Page, name: string) {
  const file = screenshotPath(name);
  if (!file) return;
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, pageHeight) });
  await settle(page);
  await page.screenshot({ path: file, animations: 'disabled' });
  await page.setViewportSize(viewport);
}

/**
 * At a phone's and a desktop's width nothing is wider than the window (no sideways scroll), and no select's text
 * can run under its caret; back to 1280 x 800.
 */
export async function expectNoSidewaysScroll(page: Page, label = 'the page') {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // After the resize, closing dialogs and exiting toasts finish first: only a lasting overflow counts.
    await settle(page);
    // A reflow under a busy machine may overflow for a moment (seen as 3-4 px once in many runs, the table's
    // scroll frame catching up): a lasting overflow is what fails, named by its widest unclipped elements.
    await page
      .waitForFunction(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        undefined,
        { timeout: scaled(5_000) },
      )
      .catch(() => null);
    const { overflow, culprits } = await page.evaluate(() => {
      const limit = document.documentElement.clientWidth;
      // The widest elements past the window's edge, named so a failure says what to fix.
      // Clipped by a scroll frame it is laid out in; an absolutely placed element escapes frames below its
      // containing block (a visually hidden label in a table cell once widened the page by 3 px that way).
      const clipped = (element: Element) => {
        let position = getComputedStyle(element).position;
        if (position === 'fixed') return true;
        for (
          let parent = element.parentElement;
          parent && parent !== document.body;
          parent = parent.parentElement
        ) {
          const style = getComputedStyle(parent);
          if (position === 'absolute' && style.position === 'static') continue;
          if (style.overflowX !== 'visible') return true;
          position = style.position;
        }
        return false;
      };
      const wide = Array.from(document.body.querySelectorAll('*'))
        .map((element) => ({ element, right: element.getBoundingClientRect().right }))
        .filter(({ element, right }) => right > limit + 0.5 && !clipped(element))
        .slice(-5)
        .map(({ element, right }) => {
          const classes = typeof element.className === 'string' ? element.className.trim() : '';
          const name = `${element.tagName.toLowerCase()}${classes ? `.${classes.split(/\s+/).join('.')}` : ''}`;
          return `${name} (right ${Math.round(right)})`;
        });
      return {
        overflow: document.documentElement.scrollWidth - limit,
        culprits: wide.join(', '),
      };
    });
    expect(overflow, `${label} scrolls sideways at ${width}px: ${culprits}`).toBeLessThanOrEqual(0);
    // Whatever overflows the page's data may bring, a scroll frame holds what is placed inside it: an absolutely
    // placed element (a visually hidden label) whose containing block is outside its frame escapes it.
    const escaping = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.table-responsive *'))
        // Not laid out (in a hidden tab panel): it cannot widen anything, and has no offsetParent to judge by.
        .filter((element) => element.getClientRects().length > 0)
        .filter((element) => getComputedStyle(element).position === 'absolute')
        .filter((element) => {
          const frame = element.closest('.table-responsive');
          const holder = (element as HTMLElement).offsetParent;
          return getComputedStyle(frame!).overflowX !== 'visible' && !(holder && frame!.contains(holder));
        })
        .map((element) => element.textContent?.trim().slice(0, 40) ?? element.tagName),
    );
    expect(escaping, `${label} at ${width}px: placed outside their table's scroll frame`).toEqual([]);
    // A select's text stops short of its caret, which Bootstrap draws as a background image at the right: its
    // right padding must cover the caret's offset and width (the theme's padding once let "Deutsch" run under it).
    const underCaret = await page.evaluate(() =>
      Array.from(document.querySelectorAll('select.form-select'))
        .filter((element) => element.getClientRects().length > 0)
        .filter((element) => {
          const style = getComputedStyle(element);
          const offset = /^calc\(100% - ([\d.]+)px\)/.exec(style.backgroundPosition)?.[1];
          return (
            offset !== undefined &&
            parseFloat(style.paddingRight) < Number(offset) + parseFloat(style.backgroundSize)
          );
        })
        .map((element) => element.id || element.getAttribute('name') || element.className),
    );
    expect(underCaret, `${label} at ${width}px: selects whose text can run under their caret`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * At a phone's and a desktop's width a table's scroll frame does not scroll sideways: every column is in view
 * (on a phone each row is a card). Ends at 1280 x 800.
 */
export async function expectWholeTable(page: Page, frame: Locator, label: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => frame.evaluate((element) => element.scrollWidth - element.clientWidth), {
        message: `${label} scrolls sideways at ${width}px`,
      })
      .toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Screenshots one part of a page (a section, a dialog) into /screenshots (with E2E_SCREENSHOTS=1) at 375 and
 * 1280 px, ending at 1280: on a long page a full-page capture shrinks it past judging.
 */
export async function screenshotSectionAtBothWidths(page: Page, section: Locator, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await settle(page);
    // The section is in view and has a size either way (what a capture would have waited for).
    await expect(section).toBeVisible();
    const file = screenshotPath(`${name}-${width}`);
    if (file) await section.screenshot({ path: file, animations: 'disabled' });
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

/**
 * Closes the open dialog with Escape the way a keyboard user does. The dialog listens for Escape from the
 * moment it takes focus, a frame or more after it shows on a busy machine: wait for focus inside it first.
 */
export async function closeDialogWithEscape(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
