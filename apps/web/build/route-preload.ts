/**
 * Starts the download of the opened page's own code together with the app's first script (decision 0020: fast on a
 * phone). Every page is a lazy route, so without this the browser fetches a page's chunks only once the main
 * script has downloaded and run: two network waves one after the other. The build writes a small classic
 * script, loaded (async) from <head> next to the main script, that reads the #/path of the address and adds a
 * `modulepreload` (and a style `preload`) for each file of that page not already in the first download.
 * Both are CORS requests (`crossorigin`), as Vite's own loader makes them, so the browser reuses what it fetched.
 * A file of the same origin, so the page's Content-Security-Policy (`script-src 'self'`) allows it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { STORAGE_KEYS } from '@arena/shared/constants';
import { FIRST_DATA, FIRST_DATA_MARK, type FirstData } from '../src/lib/first-data.ts';
import { routes } from '../src/lib/routes.ts';

/** The route table's `path: routes.NAME.path, lazy: lazyRoute(() => import('MODULE')` pairs, and its index route. */
const ROUTE_ENTRY = /path:\s*routes\.(\w+)\.path,\s*lazy:\s*lazyRoute\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
const INDEX_ENTRY = /index:\s*true,\s*lazy:\s*lazyRoute\(\s*\(\)\s*=>\s*import\('([^']+)'\)/;

/** Maps each hash path of the public site to the absolute path of its route module (without extension). */
export function routeModules(routeTableSource: string, routeTableDir: string): Map<string, string> {
  const modules = new Map<string, string>();
  const index = INDEX_ENTRY.exec(routeTableSource);
  if (index?.[1]) modules.set('/', path.resolve(routeTableDir, index[1]));
  for (const [, name, specifier] of routeTableSource.matchAll(ROUTE_ENTRY)) {
    const route = routes[name as keyof typeof routes];
    if (route && specifier) modules.set(route.path, path.resolve(routeTableDir, specifier));
  }
  return modules;
}

/** What the plugin needs of an output chunk (a subset of Rollup's and Rolldown's `OutputChunk`). */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  /** Every module the chunk holds. */
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

function closure(start: string, chunks: Map<string, ChunkInfo>, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const imported of chunks.get(start)?.imports ?? []) closure(imported, chunks, seen);
  return seen;
}

/**
 * For each hash path, the files its page loads beyond the first download: the route chunk, the chunks it
 * imports statically, and their stylesheets, in the order a browser should fetch them (scripts first).
 */
export function preloadMap(modules: Map<string, string>, chunkList: ChunkInfo[]): Record<string, string[]> {
  const chunks = new Map(chunkList.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunkList.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route-preload: the build has no entry chunk');
  const initial = closure(entry.fileName, chunks);
  const strip = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');
  const byModule = new Map(
    chunkList.filter((chunk) => chunk.facadeModuleId).map((chunk) => [strip(chunk.facadeModuleId!), chunk]),
  );
  // A route module that shares its chunk with modules other lazy chunks import statically (an area's English the
  // panels it opens use too) has no facade of its own in Rolldown's output: the chunk that holds it is the route's.
  const holding = (modulePath: string) =>
    chunkList.find((chunk) => !chunk.isEntry && chunk.moduleIds?.some((id) => strip(id) === modulePath));
  const map: Record<string, string[]> = {};
  for (const [hashPath, modulePath] of modules) {
    const routeChunk = byModule.get(modulePath) ?? holding(modulePath);
    if (!routeChunk) throw new Error(`route-preload: no chunk for ${hashPath} (${modulePath})`);
    const files = [...closure(routeChunk.fileName, chunks)].filter((file) => !initial.has(file));
    const styles = files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
    map[hashPath] = [...files, ...new Set(styles)];
  }
  return map;
}

/** The classic script the page loads: finds the #/path's files (and a visitor's data) and asks for them now. */
export function preloadScript(
  map: Record<string, string[]>,
  base: string,
  data: Record<string, FirstData> = {},
  tokenKey = STORAGE_KEYS.token,
): string {
  return `(function(){var m=${JSON.stringify(map)};var b=${JSON.stringify(base)};var d=${JSON.stringify(data)};
var p=(location.hash.replace(/^#/,'').split('?')[0]||'/').replace(/(.)\\/$/,'$1').toLowerCase();
function add(rel,as,href){var l=document.createElement('link');l.rel=rel;if(as)l.setAttribute('as',as);
l.setAttribute('crossorigin','');l.href=href;document.head.appendChild(l);}
var f=m[p]||[];for(var i=0;i<f.length;i++){if(/\\.css$/.test(f[i]))add('preload','style',b+f[i]);else add('modulepreload',null,b+f[i]);}
var a=d[p];if(!a||document.documentElement.hasAttribute(${JSON.stringify(FIRST_DATA_MARK)}))return;var t=null;try{t=localStorage.getItem(${JSON.stringify(tokenKey)});}catch(e){}if(t)return;
var q=new URLSearchParams(location.hash.split('?')[1]||''),s=[];
for(var j=0;j<a.params.length;j++){var v=q.get(a.params[j]);if(v===null||!/^\\s*\\d+\\s*$/.test(v))return;v=Number(v);
if(!(v>0&&v<=9007199254740991))return;s.push(a.params[j]+'='+v);}
add('preload','fetch',a.api+'?'+s.join('&'));})();
`;
}

export function routePreload(): Plugin {
  let base = '/';
  let srcDir = '';
  return {
    name: 'arena-route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      srcDir = path.resolve(config.root, 'src');
    },
    generateBundle(_options, bundle) {
      const routeTable = path.join(srcDir, 'app/route-table.tsx');
      const modules = routeModules(fs.readFileSync(routeTable, 'utf8'), path.dirname(routeTable));
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as ChunkInfo[];
      const reference = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        source: preloadScript(preloadMap(modules, chunks), base, FIRST_DATA),
      });
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('route-preload: the build has no index.html');
      // `async`: run as soon as it arrives, never holding up the page's parsing. First in the head, so it is
      // asked for before the app's own scripts (over HTTP/1.1 a browser fetches six files at a time).
      const tag = `<script async src="${base}${this.getFileName(reference)}"></script>`;
      const source = String(html.source);
      if (!source.includes('<script type="module"'))
        throw new Error('route-preload: no module script in index.html');
      html.source = source.replace('<script type="module"', `${tag}\n    <script type="module"`);
    },
  };
}
