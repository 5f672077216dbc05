import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** A page of the single-page app: not the API, not the icons, not a file (a missing asset stays a 404). */
function isPagePath(url: string): boolean {
  const path = url.split('?')[0];
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/static/')) return false;
  return !/\.[a-z0-9]{1,8}$/i.test(path);
}

/**
 * Serves the built web app (WEB_DIST) at `/`: its files as built (hashed bundles cached for a year,
 * the rest revalidated), and index.html for a GET of any other page path, so that a reload on a
 * route of the app (/profile, /admin, ...) opens it. Anything else not found gets the API's JSON 404.
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
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (request, reply) => {
      if (request.method !== 'GET' || !isPagePath(request.url)) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', webDist);
    });
}
