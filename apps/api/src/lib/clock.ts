/** The time source; tests replace it to cross expiry boundaries without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
