// The commit-msg check (.githooks/commit-msg, enabled by `npm install`: scripts/install-hooks.mjs): a subject of at
// most 72 characters that says what changed, then a blank line, then the details. Git's own subjects pass as they are:
// merges, reverts, and `fixup!` / `squash!` / `amend!` commits (squashed away before they land).
//
//   node scripts/check-commit-msg.mjs <file>       # the file git passes to the hook (.git/COMMIT_EDITMSG)
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Longest subject, in characters: what `git log --oneline` and most tools show whole. */
export const MAX_SUBJECT = 72;

/** Subjects that git writes itself, allowed as they are. */
const GENERATED = /^(Merge |Revert "|(fixup|squash|amend)! )/;

/**
 * The message as it is committed: without the lines git strips (comments, everything below the scissors line of
 * `git commit -v`) and without trailing blank lines.
 */
export function committedLines(message) {
  const lines = [];
  for (const line of message.replace(/\r\n/g, '\n').split('\n')) {
    if (/^# -+ >8 -+$/.test(line)) break;
    if (!line.startsWith('#')) lines.push(line.trimEnd());
  }
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** What is wrong with a commit message: one sentence per problem, none when it passes. */
export function commitMessageProblems(message) {
  const lines = committedLines(message);
  if (lines.length === 0) return ['The message is empty: write a subject that says what changed.'];
  const [subject, second] = lines;
  if (GENERATED.test(subject)) return [];
  const problems = [];
  const length = [...subject].length;
  if (length > MAX_SUBJECT) {
    problems.push(`The subject is ${length} characters long; at most ${MAX_SUBJECT}: say what changed, and put the details in the body.`);
  }
  if (second !== undefined && second !== '') problems.push('Leave a blank line between the subject and the body.');
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: node scripts/check-commit-msg.mjs <commit message file>');
    process.exit(2);
  }
  const problems = commitMessageProblems(readFileSync(file, 'utf8'));
  if (problems.length > 0) {
    console.error(`commit-msg: ${problems.join('\ncommit-msg: ')}`);
    console.error(`commit-msg: the message is kept in ${file}; \`git commit --no-verify\` skips this check.`);
    process.exit(1);
  }
}
