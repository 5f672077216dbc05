// Builds the API and the web app when a source changed (`npm install` runs it, so `npm start` is quick).
// Without the dev dependencies (a production install) there is nothing to build with: it says so and stops.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, root } from './lib.mjs';

const has = (pkg) => existsSync(join(root, 'node_modules', pkg)) || existsSync(join(root, 'frontend/node_modules', pkg));
if (!has('typescript') || !has('vite')) {
  console.log('Skipping the build: the development dependencies are not installed.');
  process.exit(0);
}
for (const workspace of ['backend', 'frontend']) {
  const code = await buildIfStale(workspace);
  if (code !== 0) process.exit(code);
}
