import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { setApiPrefix } from '../api-prefix';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/env';
import { buildOpenApiDocument } from '../openapi';

/** Writes the OpenAPI document without starting a database or the identity service (preview mode). */
async function main(): Promise<void> {
  const target = resolve(process.argv[2] ?? resolve(__dirname, '..', '..', '..', 'openapi', 'openapi.json'));
  const app = await NestFactory.create(AppModule.forRoot(loadConfig({}), null), new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  setApiPrefix(app);
  const document = buildOpenApiDocument(app);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, JSON.stringify(document, null, 2) + '\n');
  await app.close();
  console.log(`OpenAPI document written to ${target}`);
}

void main();
