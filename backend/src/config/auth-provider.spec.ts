import { ConfigError, loadConfig } from './env';

const KEY = 'k1:0123456789abcdef0123456789abcdef';

describe('AUTH_PROVIDER and the built-in accounts settings', () => {
  it('defaults to firebase, today’s behaviour', () => {
    const config = loadConfig({});
    expect(config.authProvider).toBe('firebase');
    expect(config.host).toBe('127.0.0.1');
    expect(config.builtin).toEqual({ jwtKeys: null, accessTokenSeconds: 600, refreshTokenDays: 30, linkMinutes: 60 });
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

  it('reads SMTP_URL, MAIL_FROM and PUBLIC_URL', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'Site <a@b.c>', PUBLIC_URL: 'https://snips.example.org/' });
    expect(config.mail).toEqual({ smtpUrl: 'smtp://mail:25', from: 'Site <a@b.c>' });
    expect(config.publicUrl).toBe('https://snips.example.org');
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
  });
});
