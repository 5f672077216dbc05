import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './env';

const KEY = 'k1:0123456789abcdef0123456789abcdef';

describe('AUTH_PROVIDER and the built-in accounts settings', () => {
  it('defaults to firebase, today’s behaviour', () => {
    const config = loadConfig({});
    expect(config.authProvider).toBe('firebase');
    expect(config.host).toBe('127.0.0.1');
    expect(config.builtin).toEqual({
      jwtKeys: null,
      accessTokenSeconds: 600,
      refreshTokenDays: 30,
      linkMinutes: 60,
      oidc: [],
      oidcAllowHttp: false,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.mail.smtpUrl).toBeNull();
  });

  it('refuses an unknown provider', () => {
    expect(() => loadConfig({ AUTH_PROVIDER: 'ldap' })).toThrow(new ConfigError('AUTH_PROVIDER must be firebase or builtin (got "ldap")'));
  });

  it('reads the signing keys, the first one signing', () => {
    const config = loadConfig({ AUTH_PROVIDER: 'builtin', AUTH_JWT_KEYS: `${KEY}, k0:abcdefabcdefabcdefabcdefabcdefabcdef` });
    expect(config.builtin.jwtKeys?.map((k) => k.kid)).toEqual(['k1', 'k0']);
  });

  it.each(['short:abc', 'no-colon', `${KEY},${KEY}`, 'bad kid!:0123456789abcdef0123456789abcdef'])('refuses AUTH_JWT_KEYS=%s', (keys) => {
    expect(() => loadConfig({ AUTH_PROVIDER: 'builtin', AUTH_JWT_KEYS: keys })).toThrow(ConfigError);
  });

  it('needs signing keys in production, and no Firebase setting at all', () => {
    expect(() => loadConfig({ AUTH_PROVIDER: 'builtin', NODE_ENV: 'production' })).toThrow(/AUTH_JWT_KEYS/);
    const config = loadConfig({ AUTH_PROVIDER: 'builtin', NODE_ENV: 'production', AUTH_JWT_KEYS: KEY });
    expect(config.host).toBe('0.0.0.0');
  });

  describe('AUTH_JWT_KEYS_FILE', () => {
    let dir: string;
    beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'snipstack-keys-'))));
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('writes one random key when the file is missing, then reads the same key on every start', () => {
      const file = join(dir, 'auth-jwt-keys');
      const env = { AUTH_PROVIDER: 'builtin', NODE_ENV: 'production', AUTH_JWT_KEYS_FILE: file };
      const first = loadConfig(env).builtin.jwtKeys;
      expect(first).toHaveLength(1);
      expect(first![0].secret.length).toBeGreaterThanOrEqual(32);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(loadConfig(env).builtin.jwtKeys).toEqual(first);
      expect(readFileSync(file, 'utf8').trim()).toBe(`k1:${first![0].secret}`);
    });

    it('reads keys an operator wrote, and AUTH_JWT_KEYS wins over the file', () => {
      const file = join(dir, 'keys');
      writeFileSync(file, `${KEY}\n`);
      expect(loadConfig({ AUTH_PROVIDER: 'builtin', AUTH_JWT_KEYS_FILE: file }).builtin.jwtKeys?.[0].kid).toBe('k1');
      const both = loadConfig({
        AUTH_PROVIDER: 'builtin',
        AUTH_JWT_KEYS_FILE: file,
        AUTH_JWT_KEYS: 'k9:abcdefabcdefabcdefabcdefabcdefabcdef',
      });
      expect(both.builtin.jwtKeys?.[0].kid).toBe('k9');
    });

    it('is left alone with AUTH_PROVIDER=firebase, and refused when it cannot be made', () => {
      const file = join(dir, 'never');
      expect(loadConfig({ AUTH_JWT_KEYS_FILE: file }).builtin.jwtKeys).toBeNull();
      expect(() => statSync(file)).toThrow();
      expect(() => loadConfig({ AUTH_PROVIDER: 'builtin', AUTH_JWT_KEYS_FILE: join(dir, 'no/such/folder/keys') })).toThrow(
        /AUTH_JWT_KEYS_FILE .* cannot be read or created: ENOENT/,
      );
    });
  });

  it('reads SMTP_URL, MAIL_FROM and PUBLIC_URL', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'Site <a@b.c>', PUBLIC_URL: 'https://snips.example.org/' });
    expect(config.mail).toEqual({ smtpUrl: 'smtp://mail:25', from: 'Site <a@b.c>' });
    expect(config.publicUrl).toBe('https://snips.example.org');
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
  });

  it('reads OpenID Connect providers', () => {
    const config = loadConfig({
      OIDC_PROVIDERS: 'keycloak, Corp-SSO',
      OIDC_KEYCLOAK_ISSUER: 'https://id.example.org/realms/main',
      OIDC_KEYCLOAK_CLIENT_ID: 'snipstack',
      OIDC_KEYCLOAK_CLIENT_SECRET: 's3cret',
      OIDC_CORP_SSO_ISSUER: 'https://sso.example.org',
      OIDC_CORP_SSO_CLIENT_ID: 'a',
      OIDC_CORP_SSO_CLIENT_SECRET: 'b',
      OIDC_CORP_SSO_LABEL: 'Company account',
      OIDC_CORP_SSO_SCOPES: 'openid email',
    });
    expect(config.builtin.oidc).toEqual([
      {
        id: 'keycloak',
        type: 'oidc',
        issuer: 'https://id.example.org/realms/main',
        apiUrl: null,
        clientId: 'snipstack',
        clientSecret: 's3cret',
        scopes: 'openid email profile',
        label: 'keycloak',
        rolesClaim: 'groups',
        adminGroup: null,
        moderatorGroup: null,
      },
      {
        id: 'corp-sso',
        type: 'oidc',
        issuer: 'https://sso.example.org',
        apiUrl: null,
        clientId: 'a',
        clientSecret: 'b',
        scopes: 'openid email',
        label: 'Company account',
        rolesClaim: 'groups',
        adminGroup: null,
        moderatorGroup: null,
      },
    ]);
    expect(() => loadConfig({ OIDC_PROVIDERS: 'keycloak' })).toThrow(
      /OIDC_KEYCLOAK_ISSUER, OIDC_KEYCLOAK_CLIENT_ID and OIDC_KEYCLOAK_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ OIDC_PROVIDERS: 'bad id!' })).toThrow(ConfigError);
  });

  it('reads the GitHub preset: the id github, or any id of type github (GitHub Enterprise Server)', () => {
    const config = loadConfig({
      OIDC_PROVIDERS: 'github,ghe',
      OIDC_GITHUB_CLIENT_ID: 'Iv1.abc',
      OIDC_GITHUB_CLIENT_SECRET: 'gh-secret',
      OIDC_GHE_TYPE: 'github',
      OIDC_GHE_GITHUB_URL: 'https://git.example.org/',
      OIDC_GHE_API_URL: 'https://git.example.org/api/v3',
      OIDC_GHE_CLIENT_ID: 'c',
      OIDC_GHE_CLIENT_SECRET: 'd',
      OIDC_GHE_LABEL: 'Company GitHub',
    });
    expect(config.builtin.oidc).toEqual([
      expect.objectContaining({
        id: 'github',
        type: 'github',
        issuer: 'https://github.com',
        apiUrl: 'https://api.github.com',
        scopes: 'read:user user:email',
        label: 'GitHub',
      }),
      expect.objectContaining({
        id: 'ghe',
        type: 'github',
        issuer: 'https://git.example.org',
        apiUrl: 'https://git.example.org/api/v3',
        label: 'Company GitHub',
      }),
    ]);
    expect(() => loadConfig({ OIDC_PROVIDERS: 'github' })).toThrow(
      /OIDC_GITHUB_CLIENT_ID and OIDC_GITHUB_CLIENT_SECRET \(an OAuth app of GitHub\)/,
    );
    expect(() => loadConfig({ OIDC_PROVIDERS: 'x', OIDC_X_TYPE: 'saml' })).toThrow(/OIDC_X_TYPE must be oidc or github/);
  });
});
