// The project's import-cycle check (scripts/check-import-cycles.mjs, run by `npm run lint`) on small trees of its
// own: a circle between modules is found even when no file imports itself back, type-only imports included.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const script = path.join(root, 'scripts/check-import-cycles.mjs');
let tree: string | undefined;

/** Writes the files under a fresh temporary `src` folder and runs the check on it. */
function check(files: Record<string, string>) {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(tree, 'src', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  const run = spawnSync(process.execPath, [script, path.join(tree, 'src')], { cwd: tree, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterEach(() => {
  if (tree !== undefined) fs.rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

describe('check-import-cycles', () => {
  it('reports a circle between modules, type-only imports included, with a file import for each arrow', () => {
    const result = check({
      'modules/rooms/room.service.ts':
        "import { ruleOf } from '../brackets/bracket.rules';\nexport const room = ruleOf;\n",
      'modules/brackets/bracket.rules.ts': 'export const ruleOf = 1;\n',
      'modules/brackets/bracket-reads.ts':
        "import type { Evidence } from '../rooms/evidence';\nexport type Read = Evidence;\n",
      'modules/rooms/evidence.ts': 'export type Evidence = string;\n',
      'modules/games/games.service.ts':
        "import { room } from '../rooms/room.service';\nexport const games = room;\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain('Import circle between the modules');
    expect(result.output).toMatch(
      /rooms -> brackets: src\/modules\/rooms\/room\.service\.ts -> src\/modules\/brackets\/bracket\.rules\.ts/,
    );
    expect(result.output).toMatch(
      /brackets -> rooms: src\/modules\/brackets\/bracket-reads\.ts -> src\/modules\/rooms\/evidence\.ts/,
    );
    expect(result.output).not.toContain('games');
    expect(result.output).not.toContain('Import cycle between:');
  });

  it('leaves tests out of the module graph and passes a graph whose arrows go one way', () => {
    const result = check({
      'modules/rooms/room.service.ts':
        "import { ruleOf } from '../brackets/bracket.rules';\nexport const room = ruleOf;\n",
      'modules/brackets/bracket.rules.ts': 'export const ruleOf = 1;\n',
      'modules/brackets/brackets.test.ts':
        "import { room } from '../rooms/room.service';\nexport const used = room;\n",
    });
    expect(result.output).toContain('No import cycle in 3 files, nor between 2 modules.');
    expect(result.status).toBe(0);
  });

  it('still reports a cycle between files', () => {
    const result = check({
      'a.ts': "import type { B } from './b';\nexport type A = B;\n",
      'b.ts': "import { a } from './c';\nexport type B = typeof a;\n",
      'c.ts': "import type { A } from './a';\nexport const a: A | 1 = 1;\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain('Import cycle between:');
  });
});
