/**
 * What the app's first script may not carry (decision 0034: Lighthouse mobile >= 90). Every page downloads and runs
 * the modules src/main.tsx imports statically before it shows anything; a heavy package that only some pages
 * need belongs behind a dynamic import(). This walks the same static import graph the build does (type-only
 * imports and import() left out), so it fails as soon as a shared module pulls one of them in again, as
 * time-format.ts once did with zod (95 kB of the first script, decision 0034).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const webSrc = path.resolve(import.meta.dirname, '../src');
const sharedSrc = path.resolve(import.meta.dirname, '../../../packages/shared/src');

/** Packages only some pages need: forms (zod, react-hook-form), rich text, the bracket drawing, toasts (on the first). */
const NOT_IN_FIRST_SCRIPT = [
  'zod',
  'react-hook-form',
  '@hookform/resolvers',
  'dompurify',
  'brackets-viewer',
  'react-toastify',
];

function resolveFile(base: string): string | undefined {
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext);
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The specifiers a module imports at run time, statically (not `import type`, not `import()`). */
export function runtimeImports(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** Every package the first script imports, with the chain of our modules that leads to it. */
function firstScriptPackages(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>([entry]);
  const queue: { file: string; chain: string[] }[] = [{ file: entry, chain: [entry] }];
  while (queue.length > 0) {
    const { file, chain } = queue.shift()!;
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of runtimeImports(fs.readFileSync(file, 'utf8'), file)) {
      let target: string | undefined;
      if (specifier.startsWith('.')) target = resolveFile(path.resolve(path.dirname(file), specifier));
      else if (specifier.startsWith('@arena/shared/'))
        target = resolveFile(path.join(sharedSrc, specifier.slice('@arena/shared/'.length)));
      else {
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0]!;
        if (!packages.has(name)) packages.set(name, chain);
        continue;
      }
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push({ file: target, chain: [...chain, target] });
      }
    }
  }
  return packages;
}

describe("the app's first script", () => {
  const packages = firstScriptPackages(path.join(webSrc, 'main.tsx'));

  it('is found by the walk (react and the router are in it)', () => {
    expect(packages.has('react')).toBe(true);
    expect(packages.has('react-router')).toBe(true);
  });

  it.each(NOT_IN_FIRST_SCRIPT)('does not import %s', (name) => {
    const chain = packages.get(name)?.map((file) => path.relative(path.resolve(webSrc, '../../..'), file));
    expect(chain, `imported through ${chain?.join(' -> ')}`).toBeUndefined();
  });

  it('leaves type-only imports and import() out of the walk', () => {
    const source = [
      "import type { A } from 'zod';",
      "import { type B } from 'dompurify';",
      "import { C, type D } from 'react';",
      "const lazy = () => import('brackets-viewer');",
      "export { E } from './e';",
      "export type { F } from './f';",
    ].join('\n');
    expect(runtimeImports(source, 'x.ts')).toEqual(['react', './e']);
  });
});
