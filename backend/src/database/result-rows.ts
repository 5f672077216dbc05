/** The rows of `execute`'s result, whichever driver ran it (node-postgres and PGlite both give `rows`). */
export function resultRows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}
