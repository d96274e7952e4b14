/**
 * Resolves in a later task of the event loop, so the browser can paint and answer input in between: the app's
 * start is cut into steps, none of them a long task on a phone (decision 0034: Lighthouse's total blocking time
 * counts each task's time over 50 ms). `scheduler.yield()` where the browser has it (it keeps the step ahead of
 * other queued work), otherwise a message to ourselves, which, unlike a timer, no background tab delays.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
