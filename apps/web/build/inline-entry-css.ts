/**
 * Puts the app's own stylesheet (Bootstrap, trimmed, and the theme: about 100 kB, 16 kB compressed) into
 * index.html as a <style> element instead of a <link> (decision 0034: Lighthouse mobile). As a file it is the page's
 * one render-blocking request: the boot shell (index.html) could paint only once it had arrived, by which time
 * the first script's files had arrived too, so the first paint waited on them all (2.2 s in Lighthouse's mobile
 * simulation). Inline, the shell paints as soon as the page's HTML is in, while the scripts are on the way.
 * The page's Content-Security-Policy allows inline styles (`style-src 'unsafe-inline'`). The <style> takes the
 * link's place, after the script tags, so the browser still finds those first. Pages' own stylesheets stay
 * files, loaded with their chunks.
 * The link stays too, `disabled`: browsers neither fetch nor apply a stylesheet link marked so in the HTML (MDN,
 * HTMLLinkElement.disabled), and Vite's loader, which adds the stylesheets of a lazily imported chunk's
 * dependencies (the first script's among them) unless a `<link rel="stylesheet">` to them is on the page,
 * finds it and adds nothing. Without it, a lazy import from a page chunk (My matches, a dialog) asked for the
 * file again, or failed with "Unable to preload CSS" had the file gone. So the file stays in the build.
 */
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g;

/** index.html with each stylesheet `<link>` of the build preceded by its text and disabled; the files inlined. */
export function inlineStylesheets(
  html: string,
  base: string,
  stylesheet: (fileName: string) => string | undefined,
): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const next = html.replace(STYLESHEET_LINK, (tag, href: string) => {
    if (!href.startsWith(base)) return tag;
    const fileName = href.slice(base.length);
    const css = stylesheet(fileName);
    if (css === undefined) return tag;
    // The text ends the element early if it holds `</style`; no stylesheet of ours does, and none may.
    if (/<\/style/i.test(css)) throw new Error(`inline-entry-css: ${fileName} contains "</style"`);
    inlined.push(fileName);
    return `<style>${css.trim()}</style>\n    ${tag.replace(/>$/, ' disabled>')}`;
  });
  return { html: next, inlined };
}

export function inlineEntryCss(): Plugin {
  let base = '/';
  return {
    name: 'arena:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('inline-entry-css: the build has no index.html');
      const result = inlineStylesheets(String(html.source), base, (fileName) => {
        const asset = bundle[fileName];
        return asset?.type === 'asset' ? String(asset.source) : undefined;
      });
      if (result.inlined.length === 0) throw new Error('inline-entry-css: index.html links no stylesheet');
      html.source = result.html;
    },
  };
}
