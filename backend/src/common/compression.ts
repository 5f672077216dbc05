import compress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers of 1 KB and more (the API's JSON, the icons, the API docs) with brotli or gzip, whichever
 * the client's Accept-Encoding prefers, and says so (`Content-Encoding`, `Vary: Accept-Encoding`); a client that
 * accepts neither gets the body as it is. What is already encoded (the web app's files, precompressed at build
 * time and picked by web-app.ts) and what does not compress (images) is left alone. Request bodies are not
 * decompressed: what the API accepts is unchanged.
 *
 * Register it before any route: the plugin equips each route as it is declared.
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(compress as never, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
