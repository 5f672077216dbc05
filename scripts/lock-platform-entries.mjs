// `node scripts/lock-platform-entries.mjs` after `npm install`: adds lockfile entries for optional platform packages that this registry does not serve, so that
// `npm ci` (which wants every optional dependency in the lock) works; they never install here.
import { readFileSync, writeFileSync } from 'node:fs';
const check = process.argv.includes('--check');
const file = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
const OS = {
  darwin: 'darwin',
  linux: 'linux',
  win32: 'win32',
  android: 'android',
  freebsd: 'freebsd',
  openbsd: 'openbsd',
  netbsd: 'netbsd',
  sunos: 'sunos',
  aix: 'aix',
  openharmony: 'openharmony',
};
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[base] || packages[hoisted]) continue;
    const tail = name.split('/').pop();
    const parts = tail.split('-');
    const osPart = parts.find((p) => p in OS && OS[p]);
    if (!osPart) continue;
    const after = parts.slice(parts.indexOf(osPart) + 1);
    const cpu = after[0];
    const libc = after.includes('musl') ? 'musl' : after.includes('gnu') || after.includes('gnueabihf') ? 'glibc' : undefined;
    const version = range.replace(/^[\^~=]/, '');
    packages[hoisted] = { version, cpu: [cpu], ...(libc ? { libc: [libc] } : {}), optional: true, os: [osPart] };
    added++;
  }
}
if (check) {
  if (added > 0) {
    console.error(
      `package-lock.json lacks ${added} optional platform entries: run \`node scripts/lock-platform-entries.mjs\` (npm ci fails without them)`,
    );
    process.exit(1);
  }
} else {
  writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
  console.log(`added ${added} platform entries`);
}
