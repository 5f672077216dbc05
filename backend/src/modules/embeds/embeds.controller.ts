import { createHash } from 'node:crypto';
import { Get, Headers, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { resolveLanguage } from '../../common/i18n/messages';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import { EmbedParams, EmbedQueryDto, RawSnippetParams } from './dto/embed.dto';
import { EmbedsService } from './embeds.service';
import { PublicApi } from '../../common/decorators/api-controller.decorator';

/** Served outside /api (create-app.ts excludes these paths from the prefix). */
export const EMBED_ROUTES = { raw: 'raw/:groupId/:versionId/:snippetId', embed: 'embed/:groupId/:versionId' } as const;

/** Short enough that a group made private leaves shared caches soon; revalidated with its ETag. */
const CACHE_CONTROL = 'public, max-age=60, must-revalidate';

const etagOf = (body: string): string => `"${createHash('sha1').update(body, 'utf8').digest('base64url')}"`;

/** The answer, or 304 when the client holds it already (If-None-Match). */
function send(reply: FastifyReply, body: string, ifNoneMatch: string | undefined): string {
  const etag = etagOf(body);
  void reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
    void reply.code(304);
    return '';
  }
  return body;
}

@PublicApi('public')
export class EmbedsController {
  constructor(@Inject(EmbedsService) private readonly embeds: EmbedsService) {}

  @Get(EMBED_ROUTES.raw)
  @ApiProduces('text/plain')
  @ApiEndpoint({
    summary: "A snippet's code as plain text (public groups only)",
    description: 'Served at /raw/... (outside /api): `text/plain; charset=utf-8`, `nosniff`, cacheable for 60 s with an ETag.',
    ok: { description: 'The code', content: { 'text/plain': { schema: { type: 'string' } } } },
    errors: [404],
  })
  async rawSnippet(
    @Param() params: RawSnippetParams,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const code = await this.embeds.rawCode(params.groupId, params.versionId, params.snippetId);
    void reply
      .type('text/plain; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('content-security-policy', "default-src 'none'; sandbox");
    return send(reply, code, ifNoneMatch);
  }

  @Get(EMBED_ROUTES.embed)
  @ApiProduces('text/html')
  @ApiEndpoint({
    summary: 'A version of a public group as a page to embed in an <iframe> on any site',
    description:
      'Served at /embed/... (outside /api): server-highlighted, no script; only this route may be framed by other sites. ' +
      'Its words follow Accept-Language.',
    ok: { description: 'The page', content: { 'text/html': { schema: { type: 'string' } } } },
    errors: [400, 404],
  })
  async embedVersion(
    @Param() params: EmbedParams,
    @Query() query: EmbedQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const language = resolveLanguage(acceptLanguage);
    const { html, styleHash } = await this.embeds.embedPage(params.groupId, params.versionId, query.theme ?? 'light', language);
    void reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'sha256-${styleHash}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors *`,
      )
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('vary', 'Accept-Language')
      .removeHeader('x-frame-options');
    return send(reply, html, ifNoneMatch);
  }
}
