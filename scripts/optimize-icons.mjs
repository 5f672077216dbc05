// Optimizes the SVG icons the app ships, in place, with SVGO (its default preset, several passes): the
// technology icons (backend/assets/tech-icons, served at /static/tech-icons/) and the web app's public SVGs.
// Run it after adding or replacing an icon: `node scripts/optimize-icons.mjs`. It fails when an icon stays over
// 10 kB: simplify that drawing (the budget check, scripts/check-budget.mjs, fails on it in `npm test` too).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { optimize } from 'svgo';
import { root } from './lib.mjs';
import { ICON_LIMIT_BYTES } from './check-budget.mjs';

const DIRS = ['backend/assets/tech-icons', 'frontend/public'];

let before = 0;
let after = 0;
const tooLarge = [];
for (const dir of DIRS) {
  for (const name of readdirSync(join(root, dir)).filter((file) => file.endsWith('.svg'))) {
    const path = join(root, dir, name);
    const original = readFileSync(path, 'utf8');
    const { data } = optimize(original, { path, multipass: true });
    const result = data.length < original.length ? data : original;
    if (result !== original) writeFileSync(path, result);
    before += Buffer.byteLength(original);
    after += Buffer.byteLength(result);
    if (Buffer.byteLength(result) > ICON_LIMIT_BYTES) tooLarge.push(`${relative(root, path)} (${Buffer.byteLength(result)} bytes)`);
  }
}
console.log(`Icons: ${before} -> ${after} bytes`);
if (tooLarge.length) {
  console.error(`Over ${ICON_LIMIT_BYTES} bytes even optimized; simplify the drawing:\n  ${tooLarge.join('\n  ')}`);
  process.exit(1);
}
