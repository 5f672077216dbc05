import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { HttpExceptionFilter } from './common/filters/http-exception.filter';
import { DatabaseService } from './database/database.service';
import { createValidationPipe } from './common/validation/validation.pipe';
import type { AppConfig } from './config/env';
import { buildOpenApiDocument, setupSwagger } from './openapi';

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

/**
 * Benchmark only (BENCH_BASELINE_FILE set by `npm run bench`): the same server answering a fixed
 * JSON body from memory, the baseline the listing is compared with. Never enabled otherwise.
 */
function registerBenchBaseline(
  fastify: ReturnType<NestFastifyApplication['getHttpAdapter']>['getInstance'] extends () => infer F ? F : never,
  file: string,
): void {
  let body: Buffer | null = null;
  fastify.get('/api/bench/baseline', async (_request, reply) => {
    body ??= readFileSync(file);
    return reply.header('content-type', 'application/json; charset=utf-8').header('x-total-count', '100000').send(body);
  });
}

/** Builds the whole application (API, docs, web app) without listening; used by main and the tests. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
    // The seed's paths end in a slash (`users/`, `snippets-groups/`): both spellings answer.
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  const database = await DatabaseService.open(config);
  let app: NestFastifyApplication;
  try {
    app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, database), adapter, {
      bufferLogs: true,
      abortOnError: false,
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  app.useLogger(app.get(Logger));
  app.flushLogs();
  if (database.seeded > 0) app.get(Logger).log(`Seeded ${database.seeded} official technologies`, 'DatabaseService');
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  const webDist = existsSync(resolve(config.webDist, 'index.html')) ? config.webDist : null;
  app.useGlobalFilters(new HttpExceptionFilter(webDist));

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  await app.register(helmet as never, {
    // No upgrade-insecure-requests: the Auth emulator is plain http on 127.0.0.1.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    // Google/GitHub sign-in popups talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(multipart as never, { limits: { files: 1, fields: 5, fileSize: 2 * 1024 * 1024 } });
  await app.register(fastifyStatic as never, {
    root: TECH_ICONS,
    prefix: '/static/tech-icons/',
    decorateReply: !webDist,
    maxAge: '7d',
  });
  if (webDist) {
    await app.register(fastifyStatic as never, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      // Hashed bundles never change; index.html and the rest are revalidated.
      setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (process.env.BENCH_BASELINE_FILE) registerBenchBaseline(fastify, process.env.BENCH_BASELINE_FILE);
  setupSwagger(app, buildOpenApiDocument(app));
  fastify.addHook('onClose', async () => database.close());
  await app.init();
  return app;
}
