/** Where server code reads the time: the server's clock is the only clock; tests fix it. */
export interface Clock {
  now(): Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };
