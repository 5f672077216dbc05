// `npm run admin -- grant-admin <email>` and `npm run admin -- reset-password <email>`: the operators'
// tools (backend/src/bin/admin.ts), run against the configured database and provider. Builds the
// backend first when it is stale.
import { join } from 'node:path';
import { buildIfStale, checkNode, root } from './lib.mjs';

checkNode();
const code = await buildIfStale('backend');
if (code !== 0) process.exit(code);
const { runAdmin } = await import(join(root, 'backend/dist/bin/admin.js'));
const result = await runAdmin(process.argv.slice(2));
(result.code === 0 ? console.log : console.error)(result.output);
process.exit(result.code);
