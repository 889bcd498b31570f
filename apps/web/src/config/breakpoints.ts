/** Spec 1 §9 breakpoints in px; app/styles.css declares the same values for Tailwind. */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1440 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** The media query that holds from the given breakpoint upwards. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${breakpoints[breakpoint]}px)`;
}
