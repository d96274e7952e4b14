/**
 * How long until registration closes and the tournament starts, under their times in the hero. Plain text
 * renewed once a minute, never a live region: a screen reader reads it when it reaches it, not every tick.
 */
import { timeLeft } from '../../../lib/countdown';

export function Countdown({
  target,
  now,
  text,
  done,
}: {
  target: string;
  now: number;
  /** The sentence around the time left: 'Closes in 2 days', 'Starts in 3 hours'. */
  text: (time: string) => string;
  /** What it says once the time has come. */
  done: string;
}) {
  const left = timeLeft(target, now);
  return <span className="countdown">{left ? text(left) : done}</span>;
}
