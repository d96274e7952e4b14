/** Timeouts inside tests: a base for an idle machine times the run's factor (scripts/timeout-scale.mjs). */
export function scaled(ms: number): number {
  const factor = Number(process.env.TEST_TIMEOUT_SCALE);
  return ms * (Number.isFinite(factor) && factor > 0 ? factor : 1);
}

/** Waits until `condition` holds, checking every 100 ms, or fails after the scaled timeout. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  { timeout = 30_000, what = 'condition' }: { timeout?: number; what?: string } = {},
): Promise<void> {
  const deadline = Date.now() + scaled(timeout);
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${scaled(timeout)} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
