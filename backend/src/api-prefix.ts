import { type INestApplication, RequestMethod } from '@nestjs/common';
import { EMBED_ROUTES } from './modules/embeds/embeds.controller';
import { MCP_PATH } from './modules/mcp/mcp.controller';

/** Every route is under /api, but raw code and embeddable pages, which live beside the web app's pages, and the MCP endpoint. */
export function setApiPrefix(app: INestApplication): void {
  app.setGlobalPrefix('api', {
    exclude: [
      ...Object.values(EMBED_ROUTES).map((path) => ({ path, method: RequestMethod.GET })),
      { path: MCP_PATH, method: RequestMethod.ALL },
    ],
  });
}
