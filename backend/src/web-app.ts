import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { joinedJsonObjects } from './common/json-text';
import { collectionMetaFor } from './modules/collections/collection-meta';
import { organisationMetaFor } from './modules/organisations/organisation-meta';
import { OrganisationsService } from './modules/organisations/organisations.service';
import { CollectionsService } from './modules/collections/collections.service';
import { DiscoverService } from './modules/discover/discover.service';
import { injectMeta, pageMetaFor, robotsTxt, sitemapXml } from './modules/discover/page-meta';
import { PAGE_SIZE } from './modules/search';
import { ListingService } from './modules/search/search.module';

/**
 * The API address of the Index's first page, as the web app asks for it at `/` (frontend
 * features/listing/lib/listing-query.ts, toListQuery of the default state): the app takes the inlined page only
 * for this address.
 */
export const FIRST_PAGE_URL = `/api/public?limit=${PAGE_SIZE}`;

/**
 * index.html with the Index's first page in a JSON block (`<script type="application/json" id="ss-first-page">`,
 * not run, so the CSP allows it): the app renders the cards from it instead of asking the API first, which takes a
 * round trip off the largest contentful paint (issue 16). `<` is escaped, so no text of a group can end the block.
 */
export function injectFirstPage(html: string, page: { body: string; total: number; exact: boolean }): string {
  // page.body is the groups' JSON array (ListingService), joined to the object unread.
  const head = JSON.stringify({ url: FIRST_PAGE_URL, total: page.total, exact: page.exact });
  const json = joinedJsonObjects(head, `{"groups":${page.body}}`).replace(/</g, '\\u003c');
  // A function, not a string: a replacement string would read `$&` or `$'` in a group's code as patterns.
  return html.replace('</body>', () => `  <script type="application/json" id="ss-first-page">${json}</script>\n  </body>`);
}

/** A page of the single-page app: not the API, not the icons, not a file (a missing asset stays a 404). */
function isPagePath(url: string): boolean {
  const path = url.split('?')[0];
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/static/')) return false;
  return !/\.[a-z0-9]{1,8}$/i.test(path);
}

/** The site's origin as the client reached it (the protocol of a trusted proxy's X-Forwarded-Proto). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Serves the built web app (WEB_DIST) at `/`: its files as built (hashed bundles cached for a year,
 * the rest revalidated), and index.html for a GET of any other page path, so that a reload on a
 * route of the app (/profile, /admin, ...) opens it. Anything else not found gets the API's JSON 404.
 *
 * The pages with addresses (`/g/<id>`, `/t/<slug>`, `/u/<username>`, a collection's `/c/<id>`) get their own title,
 * description, canonical URL, Open Graph and Twitter card tags written into index.html (for
 * crawlers and link previews; the app then takes over), and a 404 status when the group is missing,
 * private or hidden. `/sitemap.xml` lists the listed groups, technologies and members; `/robots.txt`
 * points to it.
 *
 * `/` (without a query) carries the Index's first page as an anonymous visitor sees it (injectFirstPage); the
 * app asks the API again for a member's own upvotes.
 *
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy of each text file (frontend/vite.config.ts):
 * a client that accepts one gets it as it is, with `Content-Encoding` and `Vary: Accept-Encoding`; the
 * others get the file itself. The copies are not addressable by their own names.
 */
export async function serveWebApp(app: NestFastifyApplication, webDist: string): Promise<void> {
  await app.register(fastifyStatic as never, {
    root: webDist,
    prefix: '/',
    // One route per built file (the build is done before the server starts): the page paths below are free.
    wildcard: false,
    // `/` is answered below (index.html with the Index's first page).
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const discover = app.get(DiscoverService);
  const collections = app.get(CollectionsService, { strict: false });
  const listing = app.get(ListingService, { strict: false });
  const organisations = app.get(OrganisationsService, { strict: false });
  const indexHtml = await readFile(resolve(webDist, 'index.html'), 'utf8');
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/sitemap.xml', async (request, reply) => {
    const xml = sitemapXml(originOf(request), await discover.sitemap());
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  });
  fastify.get('/robots.txt', (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request))),
  );
  fastify.get('/*', async (request, reply) => {
    if (request.method !== 'GET' || !isPagePath(request.url)) return reply.callNotFound();
    if (request.url === '/') {
      // The page without its data when the listing fails: the app asks the API itself then.
      const page = await listing.listPublic({ limit: PAGE_SIZE }, undefined).catch((error: unknown) => {
        request.log.warn({ err: error }, 'the Index page was served without its first page of groups');
        return null;
      });
      if (page) {
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(injectFirstPage(indexHtml, page));
      }
    }
    const path = request.url.split('?')[0];
    const meta =
      (await pageMetaFor(path, discover)) ??
      (await collectionMetaFor(path, collections)) ??
      (await organisationMetaFor(path, organisations));
    if (!meta) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', webDist);
    return reply
      .status(meta.notFound ? 404 : 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(injectMeta(indexHtml, meta, originOf(request)));
  });
}
