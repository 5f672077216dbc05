/** Whether a database error (PostgreSQL or PGlite, possibly wrapped by Drizzle) is a unique-key violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, constraint: name, cause } = current as { code?: string; constraint?: string; cause?: unknown };
    if (code === '23505') return !constraint || name === constraint;
    current = cause;
  }
  return false;
}
