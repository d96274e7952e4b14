import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-entry-css';

const html = [
  '<head>',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/web-b.js">',
  '<link rel="stylesheet" crossorigin href="/assets/web-c.css">',
  '</head>',
].join('\n');

describe('the first stylesheet inlined into index.html', () => {
  it('puts a <style> of its text in the link’s place, after the scripts, and disables the link', () => {
    const result = inlineStylesheets(html, '/', (file) =>
      file === 'assets/web-c.css' ? '.a{color:red}\n' : undefined,
    );
    expect(result.inlined).toEqual(['assets/web-c.css']);
    // Disabled: not fetched, not applied; there for Vite's loader, which then does not add the file again.
    expect(result.html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/web-b.js">\n<style>.a{color:red}</style>\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/web-c.css" disabled>',
    );
    expect(result.html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('leaves a link to a file it does not have, or of another origin, alone', () => {
    expect(inlineStylesheets(html, '/', () => undefined)).toEqual({ html, inlined: [] });
    expect(inlineStylesheets(html, '/app/', () => '.a{}').inlined).toEqual([]);
  });

  it('refuses a stylesheet that would close the element early', () => {
    expect(() => inlineStylesheets(html, '/', () => '.a{content:"</style>"}')).toThrow(/<\/style/);
  });
});
