// Unit tests of the commit-msg check (run by `npm test`'s unit part: `node --test scripts/check-commit-msg.test.mjs`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { commitMessageProblems, MAX_SUBJECT } from './check-commit-msg.mjs';

test('a subject alone, or a subject, a blank line and a body, passes', () => {
  assert.deepEqual(commitMessageProblems("Page the moderators' queue\n"), []);
  assert.deepEqual(commitMessageProblems("Page the moderators' queue\n\nWhy and how, at any length.\nMore.\n"), []);
});

test(`a subject of ${MAX_SUBJECT} characters passes, one more fails`, () => {
  assert.deepEqual(commitMessageProblems('x'.repeat(MAX_SUBJECT)), []);
  const [problem] = commitMessageProblems('x'.repeat(MAX_SUBJECT + 1));
  assert.match(problem, /73 characters long; at most 72/);
});

test('characters are counted, not bytes', () => {
  assert.deepEqual(commitMessageProblems('é'.repeat(MAX_SUBJECT)), []);
});

test('a body right under the subject fails', () => {
  assert.deepEqual(commitMessageProblems('Fix the walk\nit read too many rows\n'), [
    'Leave a blank line between the subject and the body.',
  ]);
});

test('an empty message, or only comments, fails', () => {
  assert.equal(commitMessageProblems('').length, 1);
  assert.equal(commitMessageProblems('\n# Please enter the commit message\n#\n').length, 1);
});

test('comments and the scissors line of `git commit -v` are left out', () => {
  const message =
    '# a comment first\nShort subject\n# between\n\nBody\n# ------------------------ >8 ------------------------\n' + 'y'.repeat(200);
  assert.deepEqual(commitMessageProblems(message), []);
});

test('merges, reverts, fixup!, squash! and amend! commits pass whatever their length', () => {
  const long = 'z'.repeat(100);
  for (const subject of [`Merge branch '${long}'`, `Revert "${long}"`, `fixup! ${long}`, `squash! ${long}`, `amend! ${long}`]) {
    assert.deepEqual(commitMessageProblems(`${subject}\nno blank line\n`), [], subject);
  }
});

test('the command exits 1 with the problem on a bad message, 0 on a good one', () => {
  const dir = mkdtempSync(join(tmpdir(), 'commit-msg-'));
  try {
    const file = join(dir, 'COMMIT_EDITMSG');
    const script = join(import.meta.dirname, 'check-commit-msg.mjs');
    writeFileSync(file, `${'w'.repeat(80)}\n`);
    const bad = spawnSync(process.execPath, [script, file], { encoding: 'utf8' });
    assert.equal(bad.status, 1);
    assert.match(bad.stderr, /80 characters long/);
    writeFileSync(file, 'Say what changed\n\nDetails.\n');
    assert.equal(spawnSync(process.execPath, [script, file]).status, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
