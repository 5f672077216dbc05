import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, type Database } from '../../database/database.service';
import * as schema from '../../database/schema';
import { SearchTextRepository } from './search-text.repository';
import { SnippetGroupsRepository } from './snippet-groups.repository';

/**
 * The repository against a real embedded PostgreSQL (PGlite in memory, the committed migrations),
 * counting the statements it sends.
 */
describe('SnippetGroupsRepository.hydrateGroups', () => {
  let client: PGlite;
  let db: Database;
  let repository: SnippetGroupsRepository;
  const searchText = new SearchTextRepository();
  const statements: string[] = [];
  let ownerId: string;
  let viewerId: string;
  let technologyId: string;

  /** A group with `versionCount` versions of `snippetCount` snippets each, written like the service does. */
  async function createGroup(versionCount: number, snippetCount: number): Promise<string> {
    return db.transaction(async (tx) => {
      const id = await repository.insertGroup(tx, { ownerId, technologyId, isPublic: true });
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
      await searchText.refreshGroup(tx, id);
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
    expect(small.count).toBe(4);
    expect(large.count).toBe(4);

    const anonymous = await countStatements(() => repository.hydrateGroups(many, null));
    expect(anonymous.count).toBe(3);
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
  });

  it('keeps the search text in version and snippet order', async () => {
    const id = await createGroup(2, 1);
    const [row] = await db
      .select({ text: schema.snippetGroups.searchText })
      .from(schema.snippetGroups)
      .where(eq(schema.snippetGroups.id, id));
    expect(row.text).toBe('TypeScript\n0.0\nv0\n1.0\nv1\nd0.0\nc0.0\nd1.0\nc1.0');
  });

  it('rebuilds the search text of every group of a technology (after a rename)', async () => {
    const [renamed] = await db.insert(schema.technologies).values({ name: 'Old name', isCustom: true, ownerId }).returning();
    const ids = await Promise.all(
      [1, 2].map(() =>
        db.transaction(async (tx) => {
          const id = await repository.insertGroup(tx, { ownerId, technologyId: renamed.id, isPublic: false });
          await repository.insertVersions(tx, [{ groupId: id, no: '1', name: '', position: 0 }]);
          await searchText.refreshGroup(tx, id);
          return id;
        }),
      ),
    );
    await db.update(schema.technologies).set({ name: 'New name' }).where(eq(schema.technologies.id, renamed.id));
    const stamped = new Date('2001-01-01T00:00:00.000Z');
    await db.update(schema.snippetGroups).set({ updatedAt: stamped }).where(eq(schema.snippetGroups.technologyId, renamed.id));
    await db.transaction((tx) => searchText.refreshTechnology(tx, renamed.id));
    const rows = await db
      .select({ id: schema.snippetGroups.id, text: schema.snippetGroups.searchText, updatedAt: schema.snippetGroups.updatedAt })
      .from(schema.snippetGroups)
      .where(eq(schema.snippetGroups.technologyId, renamed.id));
    expect(rows.map((r) => r.text)).toEqual(['New name\n1', 'New name\n1']);
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    // The groups' own content did not change.
    expect(rows.map((r) => r.updatedAt)).toEqual([stamped, stamped]);
  });
});
