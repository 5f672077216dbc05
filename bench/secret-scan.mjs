/**
 * How long the secret scan takes on a 100 KB snippet (the largest the API accepts): ordinary code
 * read from this machine (node_modules), plus the same with a few credentials in it and inputs built
 * to make patterns backtrack. Needs the built backend (`npm run build -w backend`).
 *
 *   node bench/secret-scan.mjs            # prints p50 / p99 / max per input, in ms
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const { scanForSecrets } = require(join(root, 'backend/dist/modules/secret-scan/secret-scanner.js'));

const SIZE = 100 * 1024;
const RUNS = 200;

function ordinaryCode() {
  let text = '';
  for (const sub of ['pg-core', 'pg-core/columns', 'pg-core/query-builders']) {
    const dir = join(root, 'node_modules/drizzle-orm', sub);
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith('.js') && text.length < SIZE) text += readFileSync(join(dir, name), 'utf8');
    }
  }
  return text.slice(0, SIZE);
}

const code = ordinaryCode();
const withSecrets = (() => {
  const lines = code.split('\n');
  const aws = ['AKIA', 'IOSFODNN7', 'EXAMPLE'].join('');
  const generic = ['db_pass', 'word = "', 'q8Zr2LmT5vX9wKp3', '"'].join('');
  for (let i = 0; i < lines.length; i += 500) lines[i] = `const k${i} = "${aws}"; ${generic}`;
  return lines.join('\n').slice(0, SIZE);
})();
const inputs = {
  'ordinary code (drizzle-orm)': code,
  'ordinary code with credentials': withSecrets,
  'one 100 KB line of token characters': 'eyJ'.repeat(SIZE / 3),
  'assignments of long values': `token = "${'a1'.repeat(SIZE / 2 - 10)}`,
  '"password" repeated': 'password'.repeat(SIZE / 8),
};

for (const [name, text] of Object.entries(inputs)) {
  for (let i = 0; i < 20; i++) scanForSecrets(text); // warm up
  const times = [];
  let found = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    found = scanForSecrets(text).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(
    `${name.padEnd(38)} ${(text.length / 1024).toFixed(0)} KB  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  max ${at(1)} ms  findings ${found}`,
  );
}
