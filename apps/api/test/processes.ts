/** Helpers of the process tier (tests that spawn API servers): a free port and a wait for readiness. */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { waitFor } from './timeouts';

/** A port the system has just handed out, so concurrent runs on one machine never pick the same one. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Waits until `base`/api/ready answers 200; fails at once if the process exits first. */
export async function waitUntilReady(child: ChildProcess, base: string, describe = () => ''): Promise<void> {
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited before it was ready ${describe()}`);
      return fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
    },
    { timeout: 60_000, what: `${base}/api/ready ${describe()}` },
  );
}
