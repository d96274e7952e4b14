/**
 * Drops the Bootstrap rules the app never uses from the production build (decision 0020: unused CSS). Bootstrap's
 * compiled stylesheet is about 230 KB, most of it utilities and components Arena does not render; the rules
 * kept are those whose class names occur in the app's source, in index.html or in the react-bootstrap
 * components it imports, plus the families react-bootstrap assembles at run time from a prefix and a prop
 * (`btn-${variant}`, `modal-${size}`, `navbar-expand-${expand}`, `offcanvas-${placement}`), which no scan can
 * see. Element selectors always stay: organiser pages are HTML from the rich-text editor, with any tag.
 * The dev server is untouched (full Bootstrap), so a class added in code shows at once; the build keeps it
 * because the scan finds it in the source.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PurgeCSS } from 'purgecss';
import type { Plugin } from 'vite';

const BOOTSTRAP_CSS = /[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(\.min)?\.css$/;

/** The react-bootstrap components the app imports (keep in step with `from 'react-bootstrap/…'`). */
const REACT_BOOTSTRAP_COMPONENTS = [
  'Container',
  'Modal*',
  'Nav*',
  'Navbar*',
  'Offcanvas*',
  'Tab*',
  'Fade',
  'Collapse',
  'AbstractModalHeader',
  'CloseButton',
];

/** Class families react-bootstrap (and our `btn btn-${variant}`) build at run time, and its transition states. */
const RUNTIME_CLASSES = [
  /^btn-/,
  /^modal-/,
  /^navbar-/,
  /^offcanvas-/,
  /^nav-/,
  /^tab-/,
  /^fade$/,
  /^show$/,
  /^showing$/,
  /^hiding$/,
  /^collaps/,
  /^active$/,
  /^disabled$/,
];

/** Every element Bootstrap's reboot and type styles select: organiser HTML (rich text) may hold any of them. */
const ELEMENTS = (
  'html body h1 h2 h3 h4 h5 h6 p hr abbr address ol ul li dl dt dd blockquote b strong small mark sub sup a ' +
  'pre code kbd samp figure figcaption img svg table caption thead tbody tfoot tr th td label button input ' +
  'select textarea optgroup option fieldset legend output progress summary details iframe main nav'
).split(' ');

export function trimBootstrap(): Plugin {
  let webRoot = '';
  return {
    name: 'arena:trim-bootstrap',
    apply: 'build',
    configResolved(config) {
      webRoot = config.root;
    },
    async transform(code, id) {
      if (!BOOTSTRAP_CSS.test(id.split('?', 1)[0] ?? id)) return null;
      const reactBootstrap = path.dirname(
        createRequire(import.meta.url).resolve('react-bootstrap/package.json'),
      );
      const [result] = await new PurgeCSS().purge({
        content: [
          path.join(webRoot, 'index.html'),
          path.join(webRoot, 'src/**/*.{ts,tsx}'),
          ...REACT_BOOTSTRAP_COMPONENTS.map((name) => path.join(reactBootstrap, 'esm', `${name}.js`)),
        ],
        css: [{ raw: code }],
        safelist: { standard: [...RUNTIME_CLASSES, ...ELEMENTS, 'dark', 'data-bs-theme'] },
        rejected: Boolean(process.env.TRIM_BOOTSTRAP_REPORT),
        // Keep every rule that selects by element only (reboot, rich-text content) and the colour modes.
        defaultExtractor: (content) => content.match(/[\w-]+/g) ?? [],
        fontFace: false,
        keyframes: false,
        variables: false,
      });
      // TRIM_BOOTSTRAP_REPORT=<file>: the selectors dropped, one a line, to review what the trim removes.
      const report = process.env.TRIM_BOOTSTRAP_REPORT;
      if (report && result?.rejected) await fs.writeFile(report, `${result.rejected.join('\n')}\n`);
      return { code: result?.css ?? code, map: null };
    },
  };
}
