/** Whether a database error (or one it caused) carries the SQLSTATE `code`. */
function hasSqlState(err: unknown, code: string): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** A unique violation (23505). */
export const isUniqueViolation = (err: unknown) => hasSqlState(err, '23505');

/** A lock not granted within lock_timeout (55P03, lock_not_available). */
export const isLockTimeout = (err: unknown) => hasSqlState(err, '55P03');

/** An object still depended on by others (2BP01, dependent_objects_still_exist). */
export const isStillDependedOn = (err: unknown) => hasSqlState(err, '2BP01');
