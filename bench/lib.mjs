// Shared by the benchmarks: start a server script and wait for its READY line, percentiles, and the
// results each benchmark leaves in bench/results/<name>.json for bench/report.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureProjectRuntime } from '../scripts/runtime.mjs';

// Benchmarks measure the runtime production uses, even when started as `node bench/<name>.mjs`.
ensureProjectRuntime();

export const root = path.resolve(import.meta.dirname, '..');

/** Runs `args` with node from the repository root; resolves with the JSON (or port) after "READY ". */
export function startServer(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (!line) return;
      const rest = line.slice(6).trim();
      resolve({ child, ...(rest.startsWith('{') ? JSON.parse(rest) : { port: Number(rest) }) });
    });
    child.on('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited with ${code} before it was ready`)),
    );
  });
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** `rows`: [{ name, figures: {label: value}, budget: 'text', met: true|false|null }]. */
export function writeResult(name, title, rows) {
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `${name}.json`),
    JSON.stringify({ name, title, rows, at: new Date().toISOString(), node: process.version }, null, 2),
  );
  return rows.every((row) => row.met !== false);
}
