// Import cycles, type-only imports included (eslint's import-x/no-cycle skips those): app.ts once imported a
// type from http/envelope.ts, which app.ts imports. Two checks over the same import graph:
// - between files, over every folder given (default: the API, its tests, the web app, the shared package);
// - between API modules (decision 0017): each folder apps/api/src/modules/<module>/ is one node, an import from a
//   file of one module to a file of another is an arrow (type-only imports count too; test files are left
//   out, a test may use any module), and every set of modules that reach each other is reported with one
//   file-level import for each arrow of the circle. A module depends on another one way only (ADR 0017).
// Usage: node scripts/check-import-cycles.mjs [folder...] (the module check runs on every folder named
// `modules` whose parent is a `src` folder, among the files listed).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const roots = process.argv.slice(2);
const folders =
  roots.length > 0 ? roots : ['apps/api/src', 'apps/api/test', 'apps/web/src', 'packages/shared/src'];
const isSource = (file) => /\.(ts|tsx|mts)$/.test(file) && !/\.d\.m?ts$/.test(file);

function listFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(full);
    return isSource(full) ? [full] : [];
  });
}

const files = new Set(folders.flatMap(listFiles).map((file) => path.resolve(file)));

/** The file a relative specifier names, as TypeScript's bundler resolution would find it among ours. */
function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.(m?js|jsx)$/, ''));
  const candidates = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'].map((ext) => base + ext);
  return candidates.find((candidate) => files.has(candidate));
}

const graph = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const targets = importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolveRelative(file, specifier))
    .filter((target) => target !== undefined && target !== file);
  graph.set(file, [...new Set(targets)]);
}

/** Tarjan's strongly connected components, iteratively: every component of more than one node is a cycle. */
function stronglyConnected(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node);
      if (frame.next < edges.length) {
        const target = edges[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) cycles.push(component);
      }
    }
  }
  return cycles;
}

const relative = (file) => path.relative(process.cwd(), file);
const cycles = stronglyConnected(graph);
for (const cycle of cycles) {
  console.error(`Import cycle between:\n  ${cycle.map(relative).join('\n  ')}`);
}

// The module graph: <…>/src/modules/<module>/… is a node named by its folder; tests are left out.
const isTest = (file) => /\.(test|spec)\.(ts|tsx|mts)$/.test(file) || file.split(path.sep).includes('test');
function moduleOf(file) {
  const parts = file.split(path.sep);
  const at = parts.findIndex(
    (part, i) => part === 'modules' && parts[i - 1] === 'src' && i + 2 < parts.length,
  );
  return at < 0 ? undefined : parts.slice(0, at + 2).join(path.sep);
}
const moduleGraph = new Map();
/** For each arrow `from -> to` between modules, the first file-level import that makes it. */
const arrowExample = new Map();
for (const [file, targets] of graph) {
  const from = moduleOf(file);
  if (from === undefined || isTest(file)) continue;
  if (!moduleGraph.has(from)) moduleGraph.set(from, []);
  for (const target of targets) {
    const to = moduleOf(target);
    if (to === undefined || to === from || isTest(target)) continue;
    if (!moduleGraph.has(to)) moduleGraph.set(to, []);
    const key = `${from}\0${to}`;
    if (arrowExample.has(key)) continue;
    arrowExample.set(key, `${relative(file)} -> ${relative(target)}`);
    moduleGraph.get(from).push(to);
  }
}
const moduleCycles = stronglyConnected(moduleGraph).map((cycle) => cycle.reverse());
for (const cycle of moduleCycles) {
  const members = new Set(cycle);
  const arrows = cycle.flatMap((from) =>
    moduleGraph
      .get(from)
      .filter((to) => members.has(to))
      .map((to) => `  ${path.basename(from)} -> ${path.basename(to)}: ${arrowExample.get(`${from}\0${to}`)}`),
  );
  console.error(
    `Import circle between the modules ${cycle.map((module) => path.basename(module)).join(', ')}:\n${arrows.join('\n')}`,
  );
}

if (cycles.length > 0 || moduleCycles.length > 0) process.exit(1);
console.warn(`No import cycle in ${files.size} files, nor between ${moduleGraph.size} modules.`);
