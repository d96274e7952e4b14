// Import cycles, type-only imports included (eslint's import-x/no-cycle skips those): app.ts once imported a
// type from http/envelope.ts, which app.ts imports. Usage: node scripts/check-import-cycles.mjs [folder...]
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

// Tarjan's strongly connected components, iteratively: every component of more than one file is a cycle.
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

if (cycles.length > 0) {
  for (const cycle of cycles) {
    console.error(
      `Import cycle between:\n  ${cycle.map((file) => path.relative(process.cwd(), file)).join('\n  ')}`,
    );
  }
  process.exit(1);
}
console.warn(`No import cycle in ${files.size} files.`);
