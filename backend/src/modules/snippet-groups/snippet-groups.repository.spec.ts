import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { applySqlDefinitions } from '../../database/sql-definitions';
import { MIGRATIONS_FOLDER, type Database } from '../../database/database.service';
import * as schema from '../../database/schema';
import { SearchIndexRepository } from '../search/index/search-index.repository';
import { parseSearch, searchTsquery } from '../search/query/search-query';
import { SnippetGroupsRepository } from './snippet-groups.repository';

/**
 * The repository against a real embedded PostgreSQL (PGlite in memory, the committed migrations),
 * counting the statements it sends.
 */
describe('SnippetGroupsRepository.hydrateGroups', () => {
  let client: PGlite;
  let db: Database;
  let repository: SnippetGroupsRepository;
  const searchIndex = new SearchIndexRepository();
  const statements: string[] = [];
  let ownerId: string;
  let viewerId: string;
  let technologyId: string;

  /** A group with `versionCount` versions of `snippetCount` snippets each, written like the service does. */
  async function createGroup(versionCount: number, snippetCount: number): Promise<string> {
    return db.transaction(async (tx) => {
      const id = await repository.insertGroup(tx, { ownerId, technologyId, isPublic: true, title: '', description: '' });
      const versionIds = await repository.insertVersions(
        tx,
        Array.from({ length: versionCount }, (_, position) => ({ groupId: id, no: `${position}.0`, name: `v${position}`, position })),
      );
      await repository.insertSnippets(
        tx,
        [...versionIds.entries()].flatMap(([v, versionId]) =>
          Array.from({ length: snippetCount }, (_, position) => ({
            versionId,
            description: `d${v}.${position}`,
            code: `c${v}.${position}`,
            position,
          })),
        ),
      );
      await searchIndex.refreshGroup(tx, id);
      return id;
    });
  }

  async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; count: number }> {
    statements.length = 0;
    const result = await work();
    return { result, count: statements.length };
  }

  beforeAll(async () => {
    client = await PGlite.create({ extensions: { pg_trgm } });
    db = drizzle({
      client: client as never,
      schema,
      logger: { logQuery: (query: string) => void statements.push(query) },
    }) as unknown as Database;
    await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    await applySqlDefinitions(db as never);
    repository = new SnippetGroupsRepository(db);
    const [owner, viewer] = await db
      .insert(schema.users)
      .values([
        { firebaseUid: 'owner', email: 'owner@example.com', username: 'owner' },
        { firebaseUid: 'viewer', email: 'viewer@example.com', username: 'viewer' },
      ])
      .returning();
    [ownerId, viewerId] = [owner.id, viewer.id];
    const [technology] = await db.insert(schema.technologies).values({ name: 'TypeScript', language: 'typescript' }).returning();
    technologyId = technology.id;
  }, 60_000);

  afterAll(async () => {
    await client?.close();
  });

  it('reads any number of groups in the same number of statements', async () => {
    const one = [await createGroup(1, 1)];
    const many = [one[0]];
    for (let i = 0; i < 12; i++) many.push(await createGroup(3, 4));

    const small = await countStatements(() => repository.hydrateGroups(one, viewerId));
    const large = await countStatements(() => repository.hydrateGroups(many, viewerId));
    expect(small.result).toHaveLength(1);
    expect(large.result).toHaveLength(13);
    expect(large.result.flatMap((g) => g.versions.flatMap((v) => v.snippets))).toHaveLength(1 + 12 * 12);
    expect(small.count).toBe(1);
    expect(large.count).toBe(1);

    const anonymous = await countStatements(() => repository.hydrateGroups(many, null));
    expect(anonymous.count).toBe(1);
    expect(anonymous.result.every((g) => !g.upvotedByViewer)).toBe(true);

    const none = await countStatements(() => repository.hydrateGroups([], viewerId));
    expect(none).toEqual({ result: [], count: 0 });
  });

  it('answers in the order asked, leaves unknown ids out, and orders versions and snippets by position', async () => {
    const a = await createGroup(2, 2);
    const b = await createGroup(1, 0);
    await db.insert(schema.upvotes).values({ userId: viewerId, groupId: b });
    const groups = await repository.hydrateGroups([b, '00000000-0000-4000-8000-000000000000', 'not-an-id', a, b], viewerId);
    expect(groups.map((g) => [g.id, g.upvotedByViewer])).toEqual([
      [b, true],
      [a, false],
    ]);
    expect(groups[1].versions.map((v) => [v.no, v.name, v.snippets.map((s) => `${s.description}|${s.code}`)])).toEqual([
      ['0.0', 'v0', ['d0.0|c0.0', 'd0.1|c0.1']],
      ['1.0', 'v1', ['d1.0|c1.0', 'd1.1|c1.1']],
    ]);
    expect(groups[0]).toMatchObject({
      technologyId,
      technology: { id: technologyId, name: 'TypeScript', imageUrl: '', language: 'typescript', isCustom: false },
      owner: { id: ownerId, username: 'owner', hasImage: false, imageUpdatedAt: null, providerPhotoUrl: null },
      isPublic: true,
      isHidden: false,
      upvoteCount: 0,
    });
    // Times come back as the dates the rows hold (the JSON carries them as text).
    const [stored] = await db.select().from(schema.snippetGroups).where(eq(schema.snippetGroups.id, b));
    expect(groups[0].createdAt).toEqual(stored.createdAt);
    expect(groups[0].updatedAt).toEqual(stored.updatedAt);
  });

  /** Which of the searches `column` of the group's search row matches. */
  async function matching(id: string, column: 'text_vector' | 'vector', searches: string[]): Promise<string[]> {
    const found: string[] = [];
    for (const search of searches) {
      const query = searchTsquery(parseSearch(search).terms)!;
      const table = column === 'vector' ? 'group_search_terms' : 'group_search';
      const result = await client.query<{ hit: boolean }>(`SELECT ${column} @@ $1::tsquery AS hit FROM ${table} WHERE group_id = $2`, [
        query,
        id,
      ]);
      if (result.rows[0]?.hit) found.push(search);
    }
    return found;
  }

  it('indexes texts in text_vector and texts and code in vector', async () => {
    const id = await db.transaction(async (tx) => {
      const groupId = await repository.insertGroup(tx, { ownerId, technologyId, isPublic: true, title: '', description: '' });
      const versionId = (await repository.insertVersions(tx, [{ groupId, no: '2.0.0', name: 'Stable hooks', position: 0 }])).get(0)!;
      await repository.insertSnippets(tx, [
        { versionId, description: 'Fetch on mount', code: 'useEffect(() => fetchData(), []);', position: 0 },
      ]);
      await searchIndex.refreshGroup(tx, groupId);
      return groupId;
    });
    const all = ['typescript', 'stable', 'hooks', 'mount', 'useEffect', 'use', 'fetchData', 'data', '"fetch on mount"', 'kubernetes'];
    expect(await matching(id, 'text_vector', all)).toEqual(['typescript', 'stable', 'hooks', 'mount', '"fetch on mount"']);
    expect(await matching(id, 'vector', all)).toEqual(all.filter((s) => s !== 'kubernetes'));
  });

  it('keeps the listing columns equal to the group (trigger) and drops the row with the group', async () => {
    const id = await createGroup(1, 1);
    await db.update(schema.snippetGroups).set({ upvoteCount: 7, isHidden: true }).where(eq(schema.snippetGroups.id, id));
    const [row] = await db.select().from(schema.groupSearch).where(eq(schema.groupSearch.groupId, id));
    expect(row).toMatchObject({ upvoteCount: 7, listed: false, technologyId, ownerId });
    await db
      .update(schema.snippetGroups)
      .set({ isHidden: false, isPublic: false, title: '', description: '' })
      .where(eq(schema.snippetGroups.id, id));
    expect((await db.select().from(schema.groupSearch).where(eq(schema.groupSearch.groupId, id)))[0].listed).toBe(false);
    await db.update(schema.snippetGroups).set({ isPublic: true, title: '', description: '' }).where(eq(schema.snippetGroups.id, id));
    expect((await db.select().from(schema.groupSearch).where(eq(schema.groupSearch.groupId, id)))[0].listed).toBe(true);
    await db.delete(schema.snippetGroups).where(eq(schema.snippetGroups.id, id));
    expect(await db.select().from(schema.groupSearch).where(eq(schema.groupSearch.groupId, id))).toEqual([]);
  });

  it('finds groups without a search row and rebuilds them', async () => {
    const id = await createGroup(1, 1);
    await db.delete(schema.groupSearch).where(eq(schema.groupSearch.groupId, id));
    expect(await searchIndex.staleGroups(db, 100)).toEqual([id]);
    await db.transaction((tx) => searchIndex.rebuildGroups(tx, [id]));
    expect(await searchIndex.staleGroups(db, 100)).toEqual([]);
    expect(await matching(id, 'text_vector', ['typescript'])).toEqual(['typescript']);
  });

  it('rebuilds the search rows of every group of a technology (after a rename)', async () => {
    const [renamed] = await db.insert(schema.technologies).values({ name: 'Old name', isCustom: true, ownerId }).returning();
    const ids = await Promise.all(
      [1, 2].map(() =>
        db.transaction(async (tx) => {
          const id = await repository.insertGroup(tx, { ownerId, technologyId: renamed.id, isPublic: false, title: '', description: '' });
          await repository.insertVersions(tx, [{ groupId: id, no: '1', name: '', position: 0 }]);
          await searchIndex.refreshGroup(tx, id);
          return id;
        }),
      ),
    );
    await db.update(schema.technologies).set({ name: 'New name' }).where(eq(schema.technologies.id, renamed.id));
    const stamped = new Date('2001-01-01T00:00:00.000Z');
    await db.update(schema.snippetGroups).set({ updatedAt: stamped }).where(eq(schema.snippetGroups.technologyId, renamed.id));
    await db.transaction((tx) => searchIndex.refreshTechnology(tx, renamed.id));
    for (const id of ids) expect(await matching(id, 'text_vector', ['old', 'new', '"new name"'])).toEqual(['new', '"new name"']);
    const rows = await db
      .select({ updatedAt: schema.snippetGroups.updatedAt })
      .from(schema.snippetGroups)
      .where(eq(schema.snippetGroups.technologyId, renamed.id));
    // The groups' own content did not change.
    expect(rows.map((r) => r.updatedAt)).toEqual([stamped, stamped]);
  });
});
