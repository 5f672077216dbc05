import { availableParallelism } from 'node:os';
import { ConfigError, defaultPoolSize, loadConfig } from './env';

describe('loadConfig', () => {
  it('serves the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.firebase.projectId).toBe('demo-snippets');
    expect(config.firebase.emulatorHost).toBe('127.0.0.1:9099');
    expect(config.pgliteDir).toMatch(/\.data[/\\]pglite$/);
    expect(config.databasePoolSize).toBe(defaultPoolSize(availableParallelism()));
    expect(config.listing).toEqual({ pageTtlMs: 2000 });
    expect(config.rateLimits).toEqual({
      auth: 30,
      upvote: 60,
      report: 10,
      anonymous: 300,
      groupCreate: { regular: 60, newAccount: 10 },
      versionCreate: { regular: 300, newAccount: 50 },
      snippetCreate: { regular: 600, newAccount: 100 },
      shareLinkCreate: { regular: 60, newAccount: 10 },
      importCreate: { regular: 10, newAccount: 2 },
      commentCreate: { regular: 120, newAccount: 20 },
      collectionWrite: { regular: 600, newAccount: 100 },
      newAccountPublish: 3,
    });
    expect(config.newAccountHours).toBe(24);
    expect(config.firebase.serviceAccount).toBeNull();
  });

  it('reads the listing caches, rate limits and pool size', () => {
    const config = loadConfig({
      PUBLIC_PAGE_TTL_MS: '0',
      RATE_LIMIT_AUTH_PER_MINUTE: '5',
      RATE_LIMIT_UPVOTE_PER_MINUTE: '6',
      RATE_LIMIT_REPORT_PER_MINUTE: '7',
      DATABASE_POOL_SIZE: '3',
    });
    expect(config.listing).toEqual({ pageTtlMs: 0 });
    expect(config.rateLimits).toMatchObject({ auth: 5, upvote: 6, report: 7 });
    expect(config.databasePoolSize).toBe(3);
  });

  it('sizes the pool by default at twice the cores, 4 to 10', () => {
    expect([1, 2, 3, 4, 5, 64].map((cores) => defaultPoolSize(cores))).toEqual([4, 4, 6, 8, 10, 10]);
  });

  it('reads the abuse limits: per member and hour, lower for new accounts, and per anonymous address', () => {
    const config = loadConfig({
      RATE_LIMIT_GROUPS_PER_HOUR: '20',
      NEW_ACCOUNT_GROUPS_PER_HOUR: '2',
      RATE_LIMIT_SHARE_LINKS_PER_HOUR: '9',
      NEW_ACCOUNT_IMPORTS_PER_HOUR: '1',
      NEW_ACCOUNT_PUBLIC_GROUPS_PER_DAY: '1',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '50',
      NEW_ACCOUNT_HOURS: '48',
    });
    expect(config.rateLimits).toMatchObject({
      groupCreate: { regular: 20, newAccount: 2 },
      shareLinkCreate: { regular: 9, newAccount: 10 },
      importCreate: { regular: 10, newAccount: 1 },
      newAccountPublish: 1,
      anonymous: 50,
    });
    expect(config.newAccountHours).toBe(48);
  });

  it('reads REPORTS_AUTO_HIDE, 5 by default', () => {
    expect(loadConfig({}).reportsAutoHide).toBe(5);
    expect(loadConfig({ REPORTS_AUTO_HIDE: '2' }).reportsAutoHide).toBe(2);
  });

  it.each([
    ['PUBLIC_PAGE_TTL_MS', '-1', 'a whole number of milliseconds (0 turns it off)'],
    ['RATE_LIMIT_AUTH_PER_MINUTE', '0', 'a whole number of requests per minute, at least 1'],
    ['RATE_LIMIT_UPVOTE_PER_MINUTE', '1.5', 'a whole number of requests per minute, at least 1'],
    ['RATE_LIMIT_REPORT_PER_MINUTE', 'many', 'a whole number of requests per minute, at least 1'],
    ['DATABASE_POOL_SIZE', '0', 'a number of connections between 1 and 1000'],
    ['PGLITE_QUEUE_LIMIT', '0', 'a number of statements between 1 and 100000'],
    ['PGLITE_SHARED_BUFFERS_MB', '8', 'a number of megabytes between 16 and 1024'],
    ['PGLITE_SHARED_BUFFERS_MB', '4096', 'a number of megabytes between 16 and 1024'],
    ['DEMO_DATA', 'yes', '1 or 0'],
    ['REPORTS_AUTO_HIDE', '0', 'a number of reporters between 1 and 1000'],
    ['NEW_ACCOUNT_SNIPPETS_PER_HOUR', '0', 'a whole number per hour, at least 1'],
    ['RATE_LIMIT_VERSIONS_PER_HOUR', 'lots', 'a whole number per hour, at least 1'],
    ['NEW_ACCOUNT_PUBLIC_GROUPS_PER_DAY', '0', 'a whole number per day, at least 1'],
    ['NEW_ACCOUNT_HOURS', '9000', 'a whole number of hours between 0 and 8760'],
  ])('refuses %s=%s with one clear sentence', (name, value, rule) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new ConfigError(`${name} must be ${rule} (got "${value}")`));
  });

  it('reads FIREBASE_SERVICE_ACCOUNT as JSON, and refuses anything else', () => {
    const key = { project_id: 'snipstack-prod', client_email: 'api@snipstack-prod.iam.gserviceaccount.com' };
    expect(loadConfig({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(key) }).firebase.serviceAccount).toEqual(key);
    expect(() => loadConfig({ FIREBASE_SERVICE_ACCOUNT: '/path/to/key.json' })).toThrow(
      new ConfigError('FIREBASE_SERVICE_ACCOUNT must be the JSON of a service-account key'),
    );
  });

  it('reads LOG_FORMAT (unset: chosen by the terminal), METRICS and METRICS_TOKEN', () => {
    const defaults = loadConfig({});
    expect(defaults.logFormat).toBeNull();
    expect(defaults.metrics).toEqual({ enabled: false, token: null });
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: '' }).logFormat).toBeNull();
    expect(loadConfig({ METRICS: '1', METRICS_TOKEN: 'a-long-enough-token' }).metrics).toEqual({
      enabled: true,
      token: 'a-long-enough-token',
    });
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(new ConfigError('LOG_FORMAT must be pretty or json (got "text")'));
    expect(() => loadConfig({ METRICS: 'on' })).toThrow(new ConfigError('METRICS must be 1 or 0 (got "on")'));
    for (const token of ['short', 'has a space in it', 'x'.repeat(201)]) {
      expect(() => loadConfig({ METRICS_TOKEN: token })).toThrow(
        new ConfigError('METRICS_TOKEN must be 16 to 200 printable characters without spaces'),
      );
    }
  });

  it('loads the demo data only when DEMO_DATA=1', () => {
    expect(loadConfig({}).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '1' }).demoData).toBe(true);
  });

  it('bounds the PGlite queue at 64 statements and its buffer pool at 512 MB unless PGLITE_QUEUE_LIMIT and PGLITE_SHARED_BUFFERS_MB say otherwise', () => {
    expect(loadConfig({}).pgliteQueueLimit).toBe(64);
    expect(loadConfig({ PGLITE_QUEUE_LIMIT: '2' }).pgliteQueueLimit).toBe(2);
    expect(loadConfig({}).pgliteSharedBuffersMb).toBe(512);
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '64' }).pgliteSharedBuffersMb).toBe(64);
  });

  it.each([['abc'], ['0'], ['70000'], ['3000x']])('refuses PORT=%s with one clear sentence', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(new ConfigError(`PORT must be a port number between 1 and 65535 (got "${port}")`));
  });

  it('names Redis keys and channels under REDIS_PREFIX (snipstack: by default), and refuses odd characters', () => {
    expect(loadConfig({}).redisPrefix).toBe('snipstack:');
    expect(loadConfig({ REDIS_PREFIX: 'site-2:' }).redisPrefix).toBe('site-2:');
    for (const value of ['', 'has space', 'star*', 'x'.repeat(101)]) {
      expect(() => loadConfig({ REDIS_PREFIX: value })).toThrow(
        new ConfigError('REDIS_PREFIX must be 1 to 100 letters, digits or _ : . - characters'),
      );
    }
  });

  it('refuses a DATABASE_URL that is not a postgres URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(/DATABASE_URL must start with postgres:\/\//);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow('DATABASE_URL is not a valid URL');
  });

  describe('the Auth emulator (the default identity service)', () => {
    const realProject = { FIREBASE_PROJECT_ID: 'snipstack-prod', FIREBASE_API_KEY: 'key' };

    it('listens on loopback only, unless HOST says otherwise', () => {
      expect(loadConfig({}).host).toBe('127.0.0.1');
      expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
      expect(loadConfig(realProject).host).toBe('0.0.0.0');
      expect(loadConfig({ ...realProject, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    });

    it('refuses NODE_ENV=production without the explicit override', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        new ConfigError(
          'NODE_ENV=production with the Firebase Auth emulator, whose tokens anyone can forge: configure a real FIREBASE_PROJECT_ID, or set ALLOW_AUTH_EMULATOR_IN_PRODUCTION=1 on a machine nobody else can reach',
        ),
      );
      expect(loadConfig({ NODE_ENV: 'production', ALLOW_AUTH_EMULATOR_IN_PRODUCTION: '1' }).firebase.emulatorHost).toBe('127.0.0.1:9099');
      expect(loadConfig({ ...realProject, NODE_ENV: 'production' }).firebase.emulatorHost).toBeNull();
    });

    it.each([['yes'], ['true'], ['2']])('refuses ALLOW_AUTH_EMULATOR_IN_PRODUCTION=%s', (value) => {
      expect(() => loadConfig({ ALLOW_AUTH_EMULATOR_IN_PRODUCTION: value })).toThrow(
        new ConfigError(`ALLOW_AUTH_EMULATOR_IN_PRODUCTION must be 1 or 0 (got "${value}")`),
      );
    });
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy by default', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(false);
    });

    it('reads addresses, CIDR ranges and the names loopback, linklocal, uniquelocal', () => {
      expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,fd00::/8 , ::1,loopback' }).trustProxy).toEqual([
        '10.0.0.1',
        '192.168.0.0/16',
        'fd00::/8',
        '::1',
        'loopback',
      ]);
    });

    it.each([
      ['true'],
      ['*'],
      ['1'],
      ['10.0.0.300'],
      ['10.0.0.0/33'],
      ['::/129'],
      ['10.0.0.0/'],
      ['proxy.example.com'],
      ['10.0.0.1,,10.0.0.2'],
    ])('refuses TRUST_PROXY=%s with one clear sentence', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        new ConfigError(
          `TRUST_PROXY must be a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal (got "${value}")`,
        ),
      );
    });
  });

  it('normalises ADMIN_EMAILS', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com' }).adminEmails).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
  });
});
