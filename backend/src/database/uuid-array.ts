import { sql, type SQL } from 'drizzle-orm';

/** SQL of a uuid[] of these ids (one parameter, whatever their number). */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}
