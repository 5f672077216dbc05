// The server's listing as the benchmark's scripts run it without HTTP, from the built backend (backend/dist).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './corpus/lib.mjs';

/**
 * Loads the built backend's listing (call it once backend/dist is built): `requireBackend` resolves the
 * backend's own packages, `backend(path)` requires a module of backend/dist, and `searchResolver(db,
 * technologyIds)` answers, for a search of the query set, its page query resolved as ListingService
 * resolves it (its qualifiers looked up in `db`) with the parsed search, or null when it can find nothing.
 */
export function listingBackend() {
  const requireBackend = createRequire(join(root, 'backend/package.json'));
  const backend = (path) => requireBackend(join(root, 'backend/dist', path));
  const { sql } = requireBackend('drizzle-orm');
  const { loadConfig } = backend('config/env.js');
  const { DatabaseService, resultRows } = backend('database/database.service.js');
  const { ListingRepository } = backend('modules/search/statements/listing.repository.js');
  const { resolveListingQuery } = backend('modules/search/listing.service.js');
  const { StatisticsCache } = backend('modules/search/planner/statistics-cache.js');
  const { plan } = backend('modules/search/planner/search-plan.js');
  const { parseSearch } = backend('modules/search/query/search-query.js');
  const { withExcerpts } = backend('modules/search/highlight/page-excerpts.js');
  const { TechnologiesRepository } = backend('modules/technologies/technologies.repository.js');
  const { UsersRepository } = backend('modules/users/users.repository.js');

  function searchResolver(db, technologyIds) {
    const technologies = new TechnologiesRepository(db);
    const users = new UsersRepository(db);
    // The search box's qualifiers, looked up as the server does (ListingService's QualifierLookups).
    const qualifiers = {
      technologyId: (name) => technologies.officialIdByName(name),
      userId: (username) => users.idByUsername(username),
    };
    return async (search) => {
      const query = {
        skip: search.skip,
        limit: 12,
        sort: search.sort,
        q: search.q,
        techID: search.tech ? technologyIds.get(search.tech) : undefined,
      };
      const parsed = parseSearch(search.q);
      const page = await resolveListingQuery(query, parsed, qualifiers);
      return page ? { page, parsed } : null;
    };
  }

  return {
    requireBackend,
    backend,
    sql,
    loadConfig,
    DatabaseService,
    resultRows,
    ListingRepository,
    StatisticsCache,
    plan,
    searchResolver,
    withExcerpts,
  };
}
