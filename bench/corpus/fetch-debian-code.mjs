// Fetches code that the benchmark's default corpus does not hold, for measuring search on other data:
// Debian packages of source code (Go's, Java's and Rust's standard libraries, Boost and Eigen, Django,
// pandas, scikit-learn, Rails, Symfony, Laravel, Babel ...), downloaded with `apt-get download` (no
// install, nothing on the system changes) and unpacked into --out, one folder a package
// (`<out>/<package>_<version>/`); zip archives of sources inside them (openjdk's src.zip) are
// unpacked where they are. Nothing fetched is committed (.data/ is git-ignored).
//
// Usage: node bench/corpus/fetch-debian-code.mjs [--out .data/other-code]
// then:  BENCH_CODE=.data/other-code npm run bench -- --groups 1000000 ...   (code-sources.mjs)
// Needs apt-get, dpkg-deb and unzip (Debian), and Debian's package lists (apt-get update).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib.mjs';

/** Packages whose files are mostly source code, none of them among the default corpus's sources. */
const PACKAGES = [
  // Go
  'golang-1.19-src',
  'golang-github-gin-gonic-gin-dev',
  'golang-github-prometheus-client-golang-dev',
  'golang-github-spf13-cobra-dev',
  'golang-golang-x-net-dev',
  'golang-golang-x-tools-dev',
  // Java
  'openjdk-17-source',
  // Rust
  'rust-src',
  'librust-tokio-dev',
  'librust-syn-dev',
  'librust-serde-dev',
  'librust-regex-dev',
  'librust-clap-dev',
  'librust-hyper-dev',
  'librust-rayon-dev',
  'librust-nix-dev',
  // C and C++
  'libboost1.81-dev',
  'libeigen3-dev',
  'libglib2.0-dev',
  // Python (packages the machine's Python does not have)
  'python3-django',
  'python3-pandas',
  'python3-sklearn',
  'python3-matplotlib',
  'python3-twisted',
  'python3-sqlalchemy',
  'python3-tornado',
  // Ruby
  'libruby3.1',
  'ruby-activesupport',
  'ruby-actionpack',
  'ruby-actionview',
  'ruby-activerecord',
  'ruby-activemodel',
  'ruby-railties',
  // PHP
  'php-laravel-framework',
  'php-doctrine-orm',
  'php-symfony-console',
  'php-symfony-dependency-injection',
  'php-symfony-http-foundation',
  'php-symfony-http-kernel',
  'php-symfony-form',
  'php-symfony-validator',
  'php-symfony-routing',
  'php-symfony-serializer',
  // JavaScript and TypeScript
  'node-typescript',
  'node-babel7',
  'node-d3',
  'node-jquery',
  'libjs-jquery-ui',
  'libjs-bootstrap5',
  // Lua
  'lua5.4',
];

const { values: args } = parseArgs({ options: { out: { type: 'string', default: join(root, '.data', 'other-code') } } });
const out = args.out;
const debs = join(out, '.debs');
mkdirSync(debs, { recursive: true });
// A folder is renamed from `.partial` only when whole: a download cut short is made again.
const have = readdirSync(out).filter((folder) => !folder.endsWith('.partial'));
for (const name of PACKAGES) {
  if (have.some((folder) => folder.startsWith(`${name}_`))) continue;
  try {
    execFileSync('apt-get', ['download', '-q', name], { cwd: debs, stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    process.stderr.write(
      `${name}: not downloaded (${String(error.stderr ?? error.message)
        .trim()
        .split('\n')
        .pop()})\n`,
    );
    continue;
  }
  const deb = readdirSync(debs).find((file) => file.startsWith(`${name}_`) && file.endsWith('.deb'));
  const [, version] = deb.replace(/\.deb$/, '').split('_');
  const plainVersion = decodeURIComponent(version).replace(/^\d+:/, '');
  const folder = join(out, `${name}_${plainVersion}`);
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  execFileSync('dpkg-deb', ['-x', join(debs, deb), partial]);
  const zips = execFileSync('find', [partial, '-name', '*.zip', '-size', '+1M'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const zip of zips) execFileSync('unzip', ['-q', '-o', zip, '-d', zip.replace(/\.zip$/, '')]);
  renameSync(partial, folder);
  rmSync(join(debs, deb));
  process.stderr.write(`${name} ${plainVersion}\n`);
}
rmSync(debs, { recursive: true, force: true });
const folders = readdirSync(out).filter((folder) => !folder.startsWith('.') && !folder.endsWith('.partial'));
process.stderr.write(`${folders.length} packages in ${out}\n`);
