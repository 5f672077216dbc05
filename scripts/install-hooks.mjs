// `npm install` (the `prepare` script): points git at the repository's hooks (.githooks: the commit-msg check), for
// this clone only (`git config core.hooksPath .githooks`). Does nothing, and never fails, outside a git work tree of
// this project: a Docker build, `npm ci` from a tarball, a machine without git.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

function git(...args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return result.status === 0 ? result.stdout.trim() : null;
}

try {
  const top = git('rev-parse', '--show-toplevel');
  // Only this project's own work tree: never the settings of a repository it happens to sit in.
  if (top !== null && realpathSync(top) === realpathSync(root) && git('config', 'core.hooksPath') !== '.githooks') {
    if (git('config', 'core.hooksPath', '.githooks') !== null) console.log('Git hooks: core.hooksPath set to .githooks');
  }
} catch {
  // Hooks are a convenience: an install never fails for them.
}
