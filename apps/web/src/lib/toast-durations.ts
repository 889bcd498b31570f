/** How long a toast stays (spec 1 §8, spec 2 §9: 3, 5 or 8 seconds), in ms. */
export const toastDurations = { short: 3_000, normal: 5_000, long: 8_000 } as const;
