import { type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './database.service';

/**
 * Deletes the rows of `table` that `where` matches, in one statement; answers whether there was any. `where` is
 * typed as drizzle's `and()` answers, but a missing condition throws rather than deleting the whole table.
 */
export async function deleteWhere(db: DbExecutor, table: PgTable, where: SQL | undefined): Promise<boolean> {
  if (!where) throw new Error('deleteWhere: a delete without a condition');
  const rows = await db
    .delete(table)
    .where(where)
    .returning({ found: sql<number>`1` });
  return rows.length > 0;
}

/** Inserts the row unless one with the same unique key is there (ON CONFLICT DO NOTHING); answers whether it was inserted. */
export async function insertUnlessExists<T extends PgTable>(db: DbExecutor, table: T, row: PgInsertValue<T>): Promise<boolean> {
  const rows = await db
    .insert(table)
    .values(row)
    .onConflictDoNothing()
    .returning({ found: sql<number>`1` });
  return rows.length > 0;
}
