import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { setApiPrefix } from './api-prefix';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { registerCompression } from './common/compression';
import { registerSecurityHeaders } from './common/security-headers';
import { answerFrameworkError } from './common/filters/framework-errors';
import { HttpExceptionFilter } from './common/filters/http-exception.filter';
import { MetricsService } from './common/metrics/metrics.service';
import { DatabaseService } from './database/database.service';
import { checkRequestInput, limitedJsonParser } from './common/validation/input-limits';
import { createValidationPipe } from './common/validation/validation.pipe';
import type { AppConfig } from './config/env';
import { McpService } from './modules/mcp/mcp.service';
import { buildOpenApiDocument, setupSwagger } from './openapi';
import { serveWebApp } from './web-app';

export const BODY_LIMIT = 5 * 1024 * 1024;
const TECH_ICONS = resolve(__dirname, '..', 'assets', 'tech-icons');

function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const identity = [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://www.googleapis.com',
    'https://apis.google.com',
  ];
  const emulator = config.firebase.emulatorHost ? [`http://${config.firebase.emulatorHost}`] : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", 'https://apis.google.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...identity, ...emulator],
    frameSrc: ["'self'", `https://${config.firebase.authDomain}`, ...emulator],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** Builds the whole application (API, docs, web app) without listening; used by main and the tests. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    // Only the configured proxies' X-Forwarded-For is believed (TRUST_PROXY; none by default).
    trustProxy: config.trustProxy,
    // The original client's paths end in a slash (`users/`, `snippets-groups/`): both spellings answer.
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // The router's own refusals (an over-long route parameter, a malformed URL) in the API's error shape.
    frameworkErrors: answerFrameworkError,
  });
  const database = await DatabaseService.open(config);
  let app: NestFastifyApplication;
  try {
    app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, database), adapter, {
      bufferLogs: true,
      abortOnError: false,
      // Nest's parsers (JSON and forms) are replaced below: bodies are JSON, measured before they are parsed.
      bodyParser: false,
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  app.useLogger(app.get(Logger));
  app.flushLogs();
  if (database.seeded > 0) app.get(Logger).log(`Seeded ${database.seeded} official technologies`, 'DatabaseService');
  setApiPrefix(app);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  const webDist = existsSync(resolve(config.webDist, 'index.html')) ? config.webDist : null;

  const fastify = app.getHttpAdapter().getInstance();
  // The API reads JSON bodies (and the multipart photo upload); any other type answers 415.
  fastify.removeContentTypeParser('text/plain');
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT }, limitedJsonParser(fastify.getDefaultJsonParser('error', 'error')));
  // Texts, depth and field counts of the parameters, query and body, before guards, pipes and DTOs.
  fastify.addHook('preValidation', checkRequestInput);
  fastify.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });
  // Requests by route template and status, with their latencies (METRICS=1; served at GET /api/metrics).
  if (config.metrics.enabled) app.get(MetricsService).observeRequests(fastify);
  registerSecurityHeaders(fastify, {
    // No upgrade-insecure-requests: the Auth emulator is plain http on 127.0.0.1.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    // Google/GitHub sign-in popups talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await registerCompression(app);
  await app.register(multipart as never, { limits: { files: 1, fields: 5, fileSize: 2 * 1024 * 1024 } });
  await app.register(fastifyStatic as never, {
    root: TECH_ICONS,
    prefix: '/static/tech-icons/',
    decorateReply: !webDist,
    maxAge: '7d',
  });
  if (webDist) await serveWebApp(app, webDist);
  const document = buildOpenApiDocument(app);
  app.get(McpService).useOpenApiDocument(document);
  setupSwagger(app, document);
  fastify.addHook('onClose', async () => database.close());
  await app.init();
  return app;
}
