import { type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './database.service';

/** Deletes the rows of `table` that `where` matches, in one statement; answers whether there was any. */
export async function deleteWhere(db: DbExecutor, table: PgTable, where: SQL | undefined): Promise<boolean> {
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
