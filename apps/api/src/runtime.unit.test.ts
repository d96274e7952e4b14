// Tests run on the runtime production uses: the project's own Node (root devDependency `node`, which npm
// scripts and npx put first on PATH) is the version the Docker image is built from (decision 0014).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};
const projectNode = rootPackage.devDependencies.node ?? 'missing';

describe('runtime', () => {
  it('runs the tests on the Node.js version the project brings', () => {
    expect(projectNode).toMatch(/^\d+\.\d+\.\d+$/);
    expect(process.version).toBe(`v${projectNode}`);
  });

  it('builds every stage of the image from that same Node.js version', () => {
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    const bases = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toBe(`node:${projectNode}-bookworm-slim`);
  });

  it('declares that major in engines and lets the runtime package install its binary', () => {
    expect(rootPackage.engines.node).toBe(`>=${projectNode.split('.')[0]}`);
    // Without its preinstall the `node` package has no binary; npm 11 runs only approved scripts silently.
    expect(rootPackage.allowScripts.node).toBe(true);
  });
});
