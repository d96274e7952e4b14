/**
 * The production image without Docker (no engine on the test machines): a folder outside the repository holding
 * only what the Dockerfile's final stage copies (the packages its `packages` stage installs with its own npm
 * command, the API bundle, the migrations, the web build) starts with plain `node apps/api/dist/server.js`,
 * answers /api/ready and serves the home page. Slow (a real `npm ci` from the registry): process tier.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isFresh, webBuild, webDist } from '../../../scripts/builds.mjs';
import { freePort } from '../test/processes';
import { waitFor } from '../test/timeouts';

const root = path.resolve(import.meta.dirname, '../../..');
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
/** A hung step fails the test rather than CI; generous because `npm ci` and two builds run on a busy machine. */
const STEP_TIMEOUT_MS = 10 * 60_000;
/** The API's production packages measured about 120 MB (decision 0014); the web libraries or dev tools in
 *  the image would pass 200 MB. */
const NODE_MODULES_BUDGET_BYTES = 200 * 1024 * 1024;

interface Stage {
  name: string;
  lines: string[];
}

/** The Dockerfile's stages, each with its instruction lines (continuations joined). */
function stages(): Stage[] {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const result: Stage[] = [];
  for (const line of lines) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) result.push({ name: from[1] ?? 'final', lines: [] });
    else result.at(-1)?.lines.push(line);
  }
  return result;
}

function stage(name: string): Stage {
  const found = stages().find((s) => s.name === name);
  if (!found) throw new Error(`the Dockerfile has no stage named ${name}`);
  return found;
}

/** `COPY [--from=x] a b dest` -> { from, sources, dest }. */
function copies(of: Stage): { from: string | undefined; sources: string[]; dest: string }[] {
  return of.lines
    .filter((line) => /^COPY\s/i.test(line))
    .map((line) => {
      const words = line.split(/\s+/).slice(1);
      const from = words[0]?.startsWith('--from=') ? words.shift()!.slice('--from='.length) : undefined;
      const dest = words.pop()!;
      return { from, sources: words, dest };
    });
}

const children: ChildProcess[] = [];
let folder: string | undefined;

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

/** Runs a command to completion; rejects with its output when it fails. */
function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

function sizeOf(target: string): number {
  const stat = fs.lstatSync(target);
  if (!stat.isDirectory()) return stat.size;
  return fs.readdirSync(target).reduce((sum, entry) => sum + sizeOf(path.join(target, entry)), 0);
}

/** Builds what the final stage copies from the build stage, into `dest` (a path inside the image folder). */
async function buildOutput(source: string, dest: string): Promise<void> {
  if (source === 'apps/api/dist') {
    await run(process.execPath, ['apps/api/build.mjs', '--outdir', dest], root);
  } else if (source === 'apps/web/dist') {
    // The same `vite build` the image's build stage runs: the one the browser tests (or CI's build step) made,
    // when it is newer than its sources, rather than a second build on a busy machine.
    if (isFresh(webBuild)) fs.cpSync(webDist, dest, { recursive: true });
    else
      await run(
        'npx',
        ['vite', 'build', '--outDir', dest, '--emptyOutDir', '--logLevel', 'warn'],
        path.join(root, 'apps/web'),
      );
  } else if (source === 'apps/api/drizzle') {
    fs.cpSync(path.join(root, source), dest, { recursive: true });
  } else {
    throw new Error(`The Dockerfile copies ${source} from the build stage: teach this test how to make it`);
  }
}

describe('production image', () => {
  it(
    'runs from production packages, the bundle, the migrations and the web build alone',
    { timeout: 4 * STEP_TIMEOUT_MS },
    async () => {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-image-'));
      const image = path.join(folder, 'app');
      fs.mkdirSync(image);

      // The `packages` stage: its COPY lines from the build context, then its npm command.
      const packages = stage('packages');
      for (const { from, sources, dest } of copies(packages)) {
        expect(from).toBeUndefined();
        for (const source of sources) {
          const target = dest.endsWith('/')
            ? path.join(image, dest, path.basename(source))
            : path.join(image, dest);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.copyFileSync(path.join(root, source), target);
        }
      }
      const install = packages.lines
        .filter((line) => line.startsWith('RUN '))
        .flatMap((line) => line.slice(4).split('&&'))
        .map((command) => command.trim())
        .filter((command) => command.startsWith('npm ci'));
      expect(install).toHaveLength(1);
      expect(install[0]).toContain('--omit=dev');
      const [npm, ...npmArgs] = install[0]!.split(/\s+/);
      await run(npm!, npmArgs, image);
      expect(sizeOf(path.join(image, 'node_modules'))).toBeLessThan(NODE_MODULES_BUDGET_BYTES);

      // The final stage: the installed packages, then what it takes from the build stage.
      const final = stage('final');
      const finalCopies = copies(final);
      expect(finalCopies.filter((c) => c.from === 'packages')).toEqual([
        { from: 'packages', sources: ['/app'], dest: './' },
      ]);
      expect(finalCopies.every((c) => c.from === 'packages' || c.from === 'build')).toBe(true);
      for (const { sources, dest } of finalCopies.filter((c) => c.from === 'build')) {
        for (const source of sources)
          await buildOutput(path.relative('/app', source), path.join(image, dest));
      }
      expect(final.lines).toContain('CMD ["node", "apps/api/dist/server.js"]');

      // Start it as the image does: plain node, the image's environment, nothing from the repository on PATH.
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      let log = '';
      const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
        cwd: image,
        env: {
          PATH: '/usr/local/bin:/usr/bin:/bin',
          NODE_ENV: 'production',
          NODE_OPTIONS: '--enable-source-maps',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(folder, 'data'),
          SEED_DEMO: '0',
          PUBLIC_URL: base,
          PAYMENTS_SANDBOX: '1',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(server);
      server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
      server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));

      const deadline = Date.now() + STEP_TIMEOUT_MS;
      let ready: Response | undefined;
      while (!ready?.ok) {
        if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${log}`);
        if (Date.now() > deadline) throw new Error(`the server did not become ready:\n${log}`);
        ready = await fetch(`${base}/api/ready`).catch(() => undefined);
        if (!ready?.ok) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status_code: 200, status: true });
      // The start banner comes through a pipe, maybe after /api/ready has answered: waited for, not assumed.
      await waitFor(() => log.includes(`(Node.js ${process.version})`), {
        what: `the start banner naming Node.js ${process.version}`,
      });

      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toContain('text/html');
      const html = await home.text();
      expect(html).toContain('<div id="root">');
      const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      const bundle = await fetch(new URL(script!, base));
      expect(bundle.status).toBe(200);
      expect(bundle.headers.get('content-type')).toContain('javascript');
      // Read to the end: a response left streaming would hold the shutdown below.
      expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(0);

      // SIGTERM finishes cleanly, as `docker stop` expects.
      const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
      server.kill('SIGTERM');
      expect({ code: await exited, log }).toMatchObject({ code: 0 });
    },
  );
});
