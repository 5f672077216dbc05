// `npm test`: every test of the project, in order: lint and types, OpenAPI freshness, backend unit (Jest) and the
// scripts' unit tests (node --test), web unit (Vitest), the web app's first-load budget (scripts/check-budget.mjs,
// over the production build), API end-to-end (Jest + supertest, real database and Auth emulator), browser end-to-end
// (Playwright in Debian's Chromium).
// `npm test -- api e2e` runs only the named parts.
// Without Chromium the browser part is skipped with a notice, unless REQUIRE_BROWSER=1.
// TEST_RESULTS_DIR (default .data/test-results): where the runners' JSON reports go, emptied first; two
// runs side by side (.ci/run's lanes) each have their own.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildIfStale, checkNode, npmCommand, root, run } from './lib.mjs';
import { startEmulator } from './emulator.mjs';

checkNode();
const PARTS = ['lint', 'openapi', 'unit', 'web', 'budget', 'api', 'e2e'];
const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = asked.filter((a) => !PARTS.includes(a));
if (unknown.length) {
  console.error(`Unknown test part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}`);
  process.exit(2);
}
const parts = asked.length ? asked : PARTS;
const resultsDir = resolve(root, process.env.TEST_RESULTS_DIR || join('.data', 'test-results'));
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((c) => c && existsSync(c)) ?? null;
}

const summary = [];
let failed = false;

/** The first lines of an error message, without terminal colours: enough to tell one failure from another. */
function firstLines(message, count = 6) {
  return stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `      ${line.slice(0, 300)}`);
}

/** Failed tests of a Playwright JSON report: title and the start of each error (also the step where it failed). */
function playwrightFailures(json) {
  const failures = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const result = test.results?.at(-1);
        const lines = [];
        for (const error of result?.errors ?? []) {
          lines.push(...firstLines(error.message));
          if (error.location) lines.push(`      at ${error.location.file}:${error.location.line}`);
        }
        failures.push({ title: [...path, spec.title].join(' › ') + ` (${spec.file}:${spec.line})`, lines });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of json.suites ?? []) visit(suite, []);
  return failures;
}

/** Failed tests of a Jest or Vitest JSON report. */
function jestFailures(json) {
  return (json.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        title: `${test.fullName ?? test.title} (${String(file.name ?? '').replace(`${root}/`, '')})`,
        lines: firstLines((test.failureMessages ?? []).join('\n')),
      })),
  );
}

function readCounts(file, kind) {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    if (kind === 'playwright') {
      return {
        passed: (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0),
        failed: json.stats?.unexpected ?? 0,
        skipped: json.stats?.skipped ?? 0,
        failures: playwrightFailures(json),
      };
    }
    return {
      passed: json.numPassedTests ?? 0,
      failed: json.numFailedTests ?? 0,
      skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
      failures: jestFailures(json),
    };
  } catch {
    return null;
  }
}

async function step(name, command, args, { resultsFile, kind, env } = {}) {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args, { env: { ...process.env, ...env } });
  const counts = resultsFile ? readCounts(resultsFile, kind) : null;
  if (code !== 0) failed = true;
  if (counts && counts.passed + counts.failed === 0 && code === 0) {
    // A runner that ran nothing has not proven anything.
    failed = true;
    console.error(`${name}: no test was executed`);
  }
  summary.push({ name, code, counts });
  return code;
}

const jest = [join(root, 'node_modules/jest/bin/jest.js')];
const nodeEsm = ['--experimental-vm-modules'];

if (parts.includes('lint')) await step('Lint, formatting and types', npmCommand, ['run', 'lint', '--silent']);
if (parts.includes('openapi')) await step('OpenAPI document and client are fresh', npmCommand, ['run', 'openapi:check', '--silent']);
if (parts.includes('unit')) {
  const file = join(resultsDir, 'unit.json');
  await step(
    'Backend unit tests (Jest)',
    process.execPath,
    [...nodeEsm, ...jest, '-c', 'backend/jest.config.cjs', '--json', `--outputFile=${file}`],
    { resultsFile: file },
  );
  await step('Script unit tests (node --test)', process.execPath, ['--test', join(root, 'scripts/check-commit-msg.test.mjs')]);
}
if (parts.includes('web')) {
  const file = join(resultsDir, 'web.json');
  await step(
    'Web unit tests (Vitest)',
    npmCommand,
    ['run', 'test', '-w', 'frontend', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    { resultsFile: file },
  );
}
if (parts.includes('budget')) {
  // Builds the web app when stale, then measures what the Index loads and the icons.
  await step('First-load budget (JavaScript, icons, precompression)', process.execPath, [join(root, 'scripts/check-budget.mjs')]);
}

const needsEmulator = parts.includes('api') || parts.includes('e2e');
let emulator = null;
if (needsEmulator) {
  // Both suites run the compiled app (the API tests check the real entry point too).
  if ((await buildIfStale('backend')) !== 0) {
    console.error('Building the backend failed');
    process.exit(1);
  }
  emulator = await startEmulator();
}
const emulatorEnv = emulator ? { FIREBASE_AUTH_EMULATOR_HOST: new URL(emulator.url).host } : {};
try {
  if (parts.includes('api')) {
    const file = join(resultsDir, 'api.json');
    await step(
      `API end-to-end tests (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
      process.execPath,
      [...nodeEsm, ...jest, '-c', 'test/api/jest.config.cjs', '--json', `--outputFile=${file}`],
      { resultsFile: file, env: emulatorEnv },
    );
    // The authorization matrix and the bad-input tests again on a site of built-in accounts.
    const builtinFile = join(resultsDir, 'api-builtin.json');
    await step(
      `API authorization and bad input on built-in accounts (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
      process.execPath,
      [
        ...nodeEsm,
        ...jest,
        '-c',
        'test/api/jest.config.cjs',
        '--json',
        `--outputFile=${builtinFile}`,
        'test/api/security/authorization-matrix.e2e-spec.ts',
        'test/api/security/bad-input.e2e-spec.ts',
      ],
      { resultsFile: builtinFile, env: { ...emulatorEnv, API_TEST_AUTH_PROVIDER: 'builtin' } },
    );
  }
  if (parts.includes('e2e')) {
    const chromium = findChromium();
    if (!chromium) {
      const message = "Browser end-to-end tests: no Chromium found (install Debian's chromium or set CHROMIUM_PATH)";
      if (process.env.REQUIRE_BROWSER === '1') {
        console.error(`${message}; REQUIRE_BROWSER=1 makes this a failure.`);
        failed = true;
        summary.push({ name: 'Browser end-to-end tests (Playwright)', code: 1, counts: null });
      } else {
        console.warn(`${message}: skipped.`);
        summary.push({ name: 'Browser end-to-end tests (Playwright): SKIPPED, no Chromium', code: 0, counts: null });
      }
    } else {
      if ((await buildIfStale('frontend')) !== 0) {
        failed = true;
        summary.push({ name: 'Web build', code: 1, counts: null });
      } else {
        const file = join(resultsDir, 'e2e.json');
        await step(
          'Browser end-to-end tests (Playwright)',
          process.execPath,
          [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'test/e2e/playwright.config.ts'],
          {
            resultsFile: file,
            kind: 'playwright',
            env: { ...emulatorEnv, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
          },
        );
      }
    }
  }
} finally {
  if (emulator) await emulator.stop();
}

let passed = 0;
let failedTests = 0;
let skipped = 0;
console.log('\n=== Summary ===');
for (const { name, code, counts } of summary) {
  const detail = counts
    ? `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`
    : code === 0
      ? 'ok'
      : 'FAILED';
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
  // Repeated here, at the end of the log, where a CI log's tail shows them.
  for (const failure of counts?.failures ?? []) console.log([`  - ${failure.title}`, ...failure.lines].join('\n'));
  if (counts) {
    passed += counts.passed;
    failedTests += counts.failed;
    skipped += counts.skipped;
  } else if (code !== 0) failedTests += 1;
}
console.log(`Tests: ${passed} passed, ${failedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed || failedTests > 0 ? 1 : 0);
