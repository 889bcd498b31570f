/** Marks the end of an exhaustive switch: the compiler fails when a case is missing. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
