import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { GitHubStandIn } from '../../api/identity/github-stand-in';
import { MailCatcher } from '../../api/identity/mail-catcher';

const root = resolve(__dirname, '..', '..', '..');

/** A second site for the browser tests: the built app with AUTH_PROVIDER=builtin, mailing a real SMTP catcher. */
export interface BuiltinSite {
  base: string;
  /** The OpenID Connect provider the site offers ("Test SSO", a real oidc-provider). */
  issuer: string;
  mail: MailCatcher;
  /** The stand-in for GitHub the site's "Continue with GitHub" goes to (set `signInAs` first). */
  github: GitHubStandIn;
  stop: () => Promise<void>;
}

/**
 * Starts backend/dist/main.js (built by the main web server of playwright.config.ts) on
 * BUILTIN_E2E_PORT (E2E_PORT + 2 by default) with a fresh PGlite folder and no Firebase variable.
 * `hostname`: the site's address as the browser reaches it (PUBLIC_URL); `port`: another port.
 */
export async function startBuiltinSite(options: { hostname?: string; port?: number } = {}): Promise<BuiltinSite> {
  const mail = await new MailCatcher().start();
  const githubApp = { clientId: 'Iv1.browser-tests', clientSecret: 'the-github-secret-of-the-browser-tests' };
  const github = await new GitHubStandIn(githubApp).start();
  const port = options.port ?? Number(process.env.BUILTIN_E2E_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 2);
  const base = `http://${options.hostname ?? '127.0.0.1'}:${port}`;
  const pgliteDir = `.data/e2e-builtin-pglite-${port}`;
  const client = {
    clientId: 'snipstack',
    clientSecret: 'the-secret-of-the-browser-tests',
    redirectUri: `${base}/api/auth/oidc/test/callback`,
  };
  const provider = spawn(process.execPath, [resolve(root, 'test/api/identity/oidc-provider-server.mjs'), JSON.stringify(client)], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const issuer = await new Promise<string>((settle) =>
    provider.stdout!.once('data', (data: Buffer) => settle(data.toString().trim().split('\n')[0])),
  );
  rmSync(resolve(root, pgliteDir), { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith('FIREBASE_')) delete env[name];
  const child: ChildProcess = spawn(process.execPath, [resolve(root, 'backend/dist/main.js')], {
    cwd: root,
    env: {
      ...env,
      AUTH_PROVIDER: 'builtin',
      AUTH_JWT_KEYS: 'e2e:a-signing-key-of-the-browser-tests-32-chars-or-more',
      SMTP_URL: mail.url,
      PUBLIC_URL: base,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: pgliteDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000',
      OIDC_PROVIDERS: 'test,github',
      OIDC_GITHUB_CLIENT_ID: githubApp.clientId,
      OIDC_GITHUB_CLIENT_SECRET: githubApp.clientSecret,
      OIDC_GITHUB_GITHUB_URL: github.url,
      OIDC_GITHUB_API_URL: github.apiUrl,
      OIDC_TEST_ISSUER: issuer,
      OIDC_TEST_CLIENT_ID: client.clientId,
      OIDC_TEST_CLIENT_SECRET: client.clientSecret,
      OIDC_TEST_LABEL: 'Test SSO',
      OIDC_ALLOW_HTTP: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((settle) => child.once('exit', () => settle()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The builtin site did not start:\n${output}`);
    await new Promise((settle) => setTimeout(settle, 250));
  }
  return {
    base,
    issuer,
    mail,
    github,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      provider.kill('SIGTERM');
      await exited;
      await mail.close();
      await github.close();
    },
  };
}
