// Bundles the CLI (its sources, the generated client in openapi/cli-client and the shared pure helpers
// it imports) into one file without dependencies: dist/snipstack.cjs, the package's `bin`.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
await build({
  entryPoints: [join(here, 'src', 'main.ts')],
  outfile: join(here, 'dist', 'snipstack.cjs'),
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
});
