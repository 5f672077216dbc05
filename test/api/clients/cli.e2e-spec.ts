/**
 * The `snipstack` command-line client (issue 38) as a user runs it: its packed tarball installed into
 * a temporary prefix with `npm install -g`, run as a real process against the real app listening on a
 * port, with its own config folder. Sign-in, search, show, copy with variables, push (a refused secret,
 * then --confirm-secrets), pull, export and import, the exit codes and the translated messages.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { startApp, type TestApp } from '../support/app';
import { memberWithId } from '../support/fixtures';
import { bearer } from '../support/identity';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const ROOT = resolve(__dirname, '../../..');
const AWS = ['AKIA', 'IOSFODNN7', 'EXAMPLE'].join('');
let t: TestApp;
let base: string;
let work: string;
let bin: string;

function exec(file: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {}): Promise<Run> {
  return new Promise((done) => {
    const child = execFile(file, args, { cwd: options.cwd, env: options.env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
    // A program that reads no input (bash -n) may have exited before it is written.
    child.stdin!.on('error', () => undefined);
    child.stdin!.end(options.input ?? '');
  });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'snipstack-cli-'));
  const packed = await exec('npm', ['pack', '-w', 'cli', '--pack-destination', work, '--silent'], { cwd: ROOT, env: process.env });
  if (packed.code !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  const tarball = join(
    work,
    readdirSync(work).find((name) => name.endsWith('.tgz'))!,
  );
  const prefix = join(work, 'prefix');
  const installed = await exec('npm', ['install', '-g', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', tarball], {
    env: process.env,
  });
  if (installed.code !== 0) throw new Error(`npm install -g failed: ${installed.stderr}`);
  bin = join(prefix, 'bin', 'snipstack');
  t = await startApp({ PUBLIC_PAGE_TTL_MS: '0' });
  await t.app.listen(0, '127.0.0.1');
  base = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
}, 180_000);
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A user of the CLI: a member, an API token of theirs and a config folder of their own. */
async function user(scope: 'read' | 'write' = 'write') {
  const member = await memberWithId(t);
  const token = (await t.http().post('/api/api-tokens').set(bearer(member)).send({ name: 'cli', scope }).expect(201)).body.token as string;
  const home = mkdtempSync(join(work, 'home-'));
  const env = {
    PATH: [dirname(process.execPath), process.env.PATH].join(delimiter),
    HOME: home,
    XDG_CONFIG_HOME: join(home, 'config'),
    LANG: 'en_US.UTF-8',
  };
  const run = (args: string[], input?: string, extra: NodeJS.ProcessEnv = {}) =>
    exec(bin, args, { cwd: home, env: { ...env, ...extra }, input });
  return { member, token, home, env, run };
}

async function signedIn(scope: 'read' | 'write' = 'write') {
  const u = await user(scope);
  const login = await u.run(['login', '--url', base], `${u.token}\n`);
  expect(login).toMatchObject({ code: 0, stdout: `Signed in to ${base} as ${u.member.username}.\n` });
  return u;
}

const json = <T>(run: Run): T => {
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as T;
};

it('is installed from its packed tarball and answers --help for itself and every command', async () => {
  const { run } = await user();
  const help = await run(['--help']);
  expect(help.code).toBe(0);
  for (const name of ['login', 'logout', 'whoami', 'search', 'show', 'copy', 'push', 'pull', 'export', 'import', 'completions']) {
    expect(help.stdout).toContain(`  ${name} `);
    const own = await run([name, '--help']);
    expect({ name, code: own.code, usage: own.stdout.split('\n')[0] }).toEqual({
      name,
      code: 0,
      usage: expect.stringContaining(`snipstack ${name}`),
    });
  }
  expect(help.stdout).toContain('Exit codes: 0 done');
  // The docs show this very output.
  expect(readFileSync(join(ROOT, 'docs', 'cli-and-mcp.md'), 'utf8')).toContain(`$ snipstack --help\n${help.stdout}`);
  expect(await run([])).toMatchObject({ code: 2 });
  expect(await run(['frobnicate'])).toMatchObject({ code: 2, stderr: 'Unknown command: frobnicate. Run `snipstack --help`.\n' });
  expect(await run(['search', '--bogus'])).toMatchObject({ code: 2 });
  expect(await run(['search', '--sort', 'sideways'])).toMatchObject({ code: 2 });
  const spanish = await run(['show', '--help'], undefined, { LANG: 'es_ES.UTF-8' });
  expect(spanish.stdout).toContain('Muestra un grupo y el código de una versión');
});

it('signs in with a token from standard input, stores it readable by its owner only, and signs out', async () => {
  const u = await signedIn();
  const file = join(u.home, 'config', 'snipstack', 'config.json');
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ url: base, token: u.token, username: u.member.username });
  expect(await u.run(['whoami'])).toMatchObject({ code: 0, stdout: `${u.member.username}\n` });
  expect(json<{ id: string }>(await u.run(['whoami', '--json'])).id).toBe(u.member.id);

  expect(await u.run(['logout'])).toMatchObject({ code: 0 });
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ url: base });
  expect(await u.run(['whoami'])).toMatchObject({ code: 3, stderr: 'Not signed in: run `snipstack login` (or set SNIPSTACK_TOKEN).\n' });
  expect(await u.run(['whoami', '--lang', 'es'])).toMatchObject({
    code: 3,
    stderr: 'Sin sesión: ejecuta `snipstack login` (o define SNIPSTACK_TOKEN).\n',
  });
  // A token the server refuses is not stored; one that is not a token at all is a usage error.
  expect(await u.run(['login', '--url', base, '--token', 'ssk_revokedOrMadeUp'])).toMatchObject({
    code: 3,
    stderr: 'The API token is invalid, expired or revoked\n',
  });
  expect(await u.run(['login', '--url', base, '--token', 'hunter2'])).toMatchObject({ code: 2 });
  expect(await u.run(['whoami', '--url', 'http://127.0.0.1:1'], undefined, { SNIPSTACK_TOKEN: u.token })).toMatchObject({ code: 7 });
});

it('pushes files as a group, finds it, shows it, copies a snippet with its variables and pulls it back', async () => {
  const u = await signedIn();
  const word = `quokka${Date.now()}`;
  writeFileSync(join(u.home, 'greet.py'), `print("Hello {{name|world}} from ${word} in {{place}}")\n`);
  writeFileSync(join(u.home, 'count.py'), 'for i in range(3):\n    print(i)\n');
  const pushed = json<{ id: string; isPublic: boolean; technology: { name: string } }>(
    await u.run(['push', 'greet.py', 'count.py', '--public', '--name', `Greetings ${word}`, '--json']),
  );
  expect(pushed).toMatchObject({ isPublic: true, technology: { name: 'Python' } });
  expect(await u.run(['push', 'missing.py'])).toMatchObject({ code: 2 });

  const found = await u.run(['search', word]);
  expect(found.code).toBe(0);
  expect(found.stdout).toContain(pushed.id);
  expect(found.stdout).toContain(`Greetings ${word}`);
  expect(found.stdout).toContain('Page 1 of 1 (1 groups)');
  expect(json<{ total: number; groups: { id: string }[] }>(await u.run(['search', word, '--tech', 'python', '--json']))).toMatchObject({
    total: 1,
    groups: [{ id: pushed.id }],
  });
  expect(await u.run(['search', word, '--tech', 'NoSuchTech'])).toMatchObject({ code: 4 });

  const raw = await u.run(['show', pushed.id, '--raw']);
  expect(raw.stdout).toBe(`print("Hello {{name|world}} from ${word} in {{place}}")\n\n\nfor i in range(3):\n    print(i)\n`);
  expect((await u.run(['show', pushed.id, '--version', '1.0.0'])).stdout).toContain('#2 count.py');
  expect(await u.run(['show', '00000000-0000-4000-8000-000000000000'])).toMatchObject({ code: 4 });
  expect(await u.run(['show', pushed.id, '--version', '9.9.9'])).toMatchObject({ code: 4, stderr: 'The group has no version 9.9.9.\n' });

  const copied = await u.run(['copy', pushed.id, '--var', 'name=Ada', '--var', 'place=London', '--stdout']);
  expect(copied).toMatchObject({ code: 0, stdout: `print("Hello Ada from ${word} in London")\n` });
  expect((await u.run(['copy', pushed.id, '--stdout'])).stdout).toBe(`print("Hello world from ${word} in ")\n`);
  // On a terminal it asks for the variables --var leaves out, showing their defaults.
  const prompted = await exec('script', ['-q', '-e', '-c', `${bin} copy ${pushed.id} --var place=Paris`, '/dev/null'], {
    cwd: u.home,
    env: { ...u.env },
    input: 'Grace\n',
  });
  expect(prompted.code).toBe(0);
  expect(prompted.stdout).toContain('name [world]: ');
  expect(prompted.stdout).toContain(`print("Hello Grace from ${word} in Paris")`);
  expect(await u.run(['copy', pushed.id, '--snippet', '3'])).toMatchObject({ code: 4 });
  expect(await u.run(['copy', pushed.id, '--var', 'novalue'])).toMatchObject({ code: 2 });

  const into = join(u.home, 'pulled');
  expect(await u.run(['pull', pushed.id, '--dir', into])).toMatchObject({ code: 0, stdout: `Wrote 2 files to ${into}.\n` });
  expect(readdirSync(into).sort()).toEqual(['count.py', 'greet.py']);
  expect(readFileSync(join(into, 'greet.py'), 'utf8')).toBe(readFileSync(join(u.home, 'greet.py'), 'utf8'));
});

it('refuses to publish a secret unless --confirm-secrets, leaving nothing behind, and adds versions to a group', async () => {
  const u = await signedIn();
  writeFileSync(join(u.home, 'deploy.sh'), `export AWS_ACCESS_KEY_ID="${AWS}"\n`);
  writeFileSync(join(u.home, 'ok.sh'), 'echo fine\n');
  const refused = await u.run(['push', 'deploy.sh', '--public']);
  expect(refused.code).toBe(6);
  expect(refused.stderr).toContain('The secret scan found what look like credentials; nothing was published:');
  expect(refused.stderr).toContain('deploy.sh:1');
  expect(refused.stderr).toContain('--confirm-secrets');
  expect((await t.http().get('/api/snippets-groups').set(bearer(u.member)).expect(200)).body).toEqual([]);

  const group = json<{ id: string }>(await u.run(['push', 'ok.sh', '--public', '--json']));
  const again = await u.run(['push', 'deploy.sh', '--group', group.id, '--version', '2.0.0']);
  expect(again.code).toBe(6);
  const versions = () => t.http().get(`/api/public/groups/${group.id}/versions`).set(bearer(u.member)).expect(200);
  expect((await versions()).body.map((v: { no: string }) => v.no)).toEqual(['1.0.0']);

  expect(await u.run(['push', 'deploy.sh', '--group', group.id, '--version', '2.0.0', '--confirm-secrets'])).toMatchObject({
    code: 0,
    stdout: `Added version 2.0.0 to group ${group.id}: 1 snippets.\n`,
  });
  expect(await u.run(['push', 'ok.sh', '--group', group.id, '--version', '3.0.0', '--draft', '--lang', 'es'])).toMatchObject({
    code: 0,
    stdout: `Versión 3.0.0 añadida al grupo ${group.id} como borrador: 1 snippets.\n`,
  });
  expect((await versions()).body.map((v: { no: string; isDraft: boolean }) => [v.no, v.isDraft])).toEqual([
    ['1.0.0', false],
    ['2.0.0', false],
    ['3.0.0', true],
  ]);
  // A read-only token may not push.
  const reader = await signedIn('read');
  writeFileSync(join(reader.home, 'ok.sh'), 'echo fine\n');
  expect(await reader.run(['push', 'ok.sh'])).toMatchObject({ code: 3 });
});

it('exports a member’s groups and imports them elsewhere, with a dry run first', async () => {
  const a = await signedIn();
  writeFileSync(join(a.home, 'one.ts'), 'export const one = 1;\n');
  json(await a.run(['push', 'one.ts', '--json']));
  const exported = json<{ file: string; bytes: number }>(await a.run(['export', '--out', 'mine.json', '--json']));
  expect(exported.file).toBe(join(a.home, 'mine.json'));
  expect(JSON.parse(readFileSync(exported.file, 'utf8'))).toMatchObject({ groups: [expect.any(Object)] });

  const b = await signedIn();
  const preview = await b.run(['import', exported.file, '--dry-run']);
  expect(preview).toMatchObject({
    code: 0,
    stdout: 'Dry run: nothing was imported. 1 would be created, 0 duplicates skipped, 0 refused (snipstack).\n',
  });
  expect((await t.http().get('/api/snippets-groups').set(bearer(b.member)).expect(200)).body).toEqual([]);
  expect(await b.run(['import', exported.file])).toMatchObject({
    code: 0,
    stdout: '1 created, 0 duplicates skipped, 0 refused (snipstack).\n',
  });
  expect(await b.run(['import', exported.file])).toMatchObject({
    code: 0,
    stdout: '0 created, 1 duplicates skipped, 0 refused (snipstack).\n',
  });
  expect(await b.run(['import', join(b.home, 'nothing-here.json')])).toMatchObject({ code: 2 });
});

it('prints completion scripts for bash, zsh and fish', async () => {
  const { run, home } = await user();
  for (const shell of ['bash', 'zsh', 'fish']) {
    const script = await run(['completions', shell]);
    expect({ shell, code: script.code }).toEqual({ shell, code: 0 });
    expect(script.stdout).toContain('snipstack');
    expect(script.stdout).toContain('confirm-secrets');
  }
  const bash = join(home, 'completion.bash');
  writeFileSync(bash, (await run(['completions', 'bash'])).stdout);
  expect(await exec('bash', ['-n', bash])).toMatchObject({ code: 0 });
  expect(await run(['completions', 'tcsh'])).toMatchObject({ code: 2 });
});
