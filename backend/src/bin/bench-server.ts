import { readFileSync } from 'node:fs';
import { serve } from '../serve';

/**
 * The server `npm run bench` measures: the server as `npm start` runs it, plus GET
 * /api/bench/baseline, which answers the JSON file named by the first argument from memory (read
 * on the first call): the baseline the listing is compared with. `node dist/bin/bench-server.js <file>`.
 */
const baselineFile = process.argv[2];
if (!baselineFile) {
  console.error('usage: node dist/bin/bench-server.js <baseline JSON file>');
  process.exit(2);
}

void serve((app) => {
  let body: Buffer | null = null;
  app
    .getHttpAdapter()
    .getInstance()
    .get('/api/bench/baseline', async (_request, reply) => {
      body ??= readFileSync(baselineFile);
      return reply.header('content-type', 'application/json; charset=utf-8').header('x-total-count', '100000').send(body);
    });
});
