import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('serves the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.firebase.projectId).toBe('demo-snippets');
    expect(config.firebase.emulatorHost).toBe('127.0.0.1:9099');
    expect(config.pgliteDir).toMatch(/\.data[/\\]pglite$/);
  });

  it.each([['abc'], ['0'], ['70000'], ['3000x']])('refuses PORT=%s with one clear sentence', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(new ConfigError(`PORT must be a port number between 1 and 65535 (got "${port}")`));
  });

  it('refuses a DATABASE_URL that is not a postgres URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(/DATABASE_URL must start with postgres:\/\//);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow('DATABASE_URL is not a valid URL');
  });

  it('normalises ADMIN_EMAILS', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com' }).adminEmails).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
  });
});
