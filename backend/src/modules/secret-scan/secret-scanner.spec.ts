import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SECRET_RULE_IDS, type SecretRuleId, shannonEntropy } from './secret-rules';
import { maskSecret, scanForSecrets } from './secret-scanner';

/**
 * The samples are assembled at run time (`part + part`) so that this file itself holds no
 * credential-shaped string for other scanners to flag.
 */
const j = (...parts: string[]) => parts.join('');
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

const AWS = j('AKIA', 'IOSFODNN7', 'EXAMPLE');
const GITHUB = j('ghp_', 'R7mXq2Lk9TzV4bN8cW1yH6pJ3sD5fG0aE2uK');
const GITHUB_FINE = j('github_pat_', '11ABCDEFG0123456789_', 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const GITLAB = j('glpat-', 'x9Kd2mPq7RtL4vBn8ZcW');
const SLACK = j('xoxb-', '1234567890123-', '1234567890123-', 'aBcDeFgHiJkLmNoPqRsTuVwX');
const SLACK_HOOK = j('https://hooks.slack', '.com/services/', 'T0ABCDEFG/B0ABCDEFG/', 'aBcDeFgHiJkLmNoPqRsTuVwX');
const STRIPE = j('sk_live_', '51HqLyjWDarjtT1zdp7dcXq9Vm2Pb');
const GOOGLE = j('AIza', 'SyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY');
const PRIVATE_KEY = [
  j('-----BEGIN RSA ', 'PRIVATE KEY-----'),
  'MIIEowIBAAKCAQEA0Z3VS5JJcds3xfn/ygWyF8PbnGy0AHB7MhgwMbRvI0MBZhpF',
  'dGhpcyBpcyBub3QgYSByZWFsIGtleSwgaXQgaXMgYSB0ZXN0IHNhbXBsZSBvbmx5',
  j('-----END RSA ', 'PRIVATE KEY-----'),
].join('\n');
const JWT = j(
  b64({ alg: 'HS256', typ: 'JWT' }),
  '.',
  b64({ sub: '1234567890', name: 'Ada', iat: 1516239022 }),
  '.',
  'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
);
const GENERIC = j('db_pass', 'word = "', 'q8Zr2LmT5vX9wKp3', '"');

const POSITIVE: Record<SecretRuleId, string[]> = {
  'aws-access-key': [`const id = "${AWS}";`, `aws_access_key_id=${AWS}`],
  'github-token': [`git clone https://${GITHUB}@github.com/o/r.git`, `token: ${GITHUB_FINE}`],
  'gitlab-token': [`export GL=${GITLAB}`],
  'slack-token': [`client = WebClient(token="${SLACK}")`],
  'slack-webhook': [`fetch('${SLACK_HOOK}', { method: 'POST' })`],
  'stripe-key': [`stripe = Stripe('${STRIPE}')`],
  'google-api-key': [`<script src="https://maps.googleapis.com/maps/api/js?key=${GOOGLE}"></script>`],
  'private-key': [PRIVATE_KEY, `const pem = "${PRIVATE_KEY.replace(/\n/g, '\\n')}";`],
  jwt: [`Authorization: Bearer ${JWT}`],
  'generic-secret': [
    GENERIC,
    j('const apiKey = ', "'", '9f3b2c7e1a4d8f6b0c5e', "';"),
    j('  "client_secret": "', 'Zx81kQm2Pw7nRt4Lb9', '",'),
    j('ACCESS_KEY := `', 'k3J9xQ2mZ8pL5wR7', '`'),
  ],
};

describe('scanForSecrets', () => {
  it('has a positive sample for every rule', () => {
    expect(Object.keys(POSITIVE).sort()).toEqual([...SECRET_RULE_IDS].sort());
  });

  for (const [rule, samples] of Object.entries(POSITIVE)) {
    it.each(samples.map((sample, index) => [index, sample]))(`finds ${rule} (sample %i)`, (_index, sample) => {
      const found = scanForSecrets(`// before\n${sample}\n// after`);
      expect(found.map((match) => match.rule)).toEqual([rule]);
      expect(found[0].line).toBe(2);
    });
  }

  it('masks the secret in the excerpt and gives its line and column', () => {
    const [match] = scanForSecrets(`a\nb\n  key = "${AWS}"`);
    expect(match).toEqual({ rule: 'aws-access-key', line: 3, column: 10, excerpt: `key = "${maskSecret(AWS)}"` });
    expect(match.excerpt).not.toContain(AWS.slice(4));
    const [key] = scanForSecrets(`const pem = "${PRIVATE_KEY.replace(/\n/g, '\\n')}";`);
    expect(key.excerpt).toBe(`const pem = "${j('-----BEGIN RSA ', 'PRIVATE KEY-----')} ********`);
  });

  it('cuts a long line around the secret', () => {
    const [match] = scanForSecrets(`${'x'.repeat(500)} "${AWS}" ${'y'.repeat(500)}`);
    expect(match.excerpt.length).toBeLessThanOrEqual(122);
    expect(match.excerpt).toContain('AKIA********');
  });

  it('skips placeholders, environment lookups, comparisons and low-entropy values', () => {
    const quiet = [
      'password = "changeme"',
      'password = "changeme123456"',
      'api_key = "xxxxxxxxxxxxxxxxxxxx"',
      'token = "<your-token>"',
      'token: "<YOUR_GITHUB_TOKEN_HERE>"',
      'secret = "${SECRET_FROM_ENV}"',
      'const token = process.env.GITHUB_TOKEN;',
      'password = os.environ["DB_PASSWORD"]',
      'if (password === "hunter2hunter2") {}',
      'password == "aaaaaaaaaaaa1"',
      'tokenKey = "auth.token_expired"',
      'passwordField = "user-password-input"',
      'token = "12345678901234"',
      'secret = "/etc/app/secret.key"',
      'const apiKey = "example-key-1234567890"',
      'token = "ab12ab12ab12ab12"',
      'AKIAIOSFODNN7EXAMPL', // 15 characters after the prefix
      'xAKIAIOSFODNN7EXAMPLE', // inside a longer token
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0', // two parts
      `${b64({ not: 'a jwt' })}.${b64({ sub: '1' })}.abcdefghijk`.replace(/^/, ''),
      '"-----BEGIN RSA PRIVATE KEY-----" in pem_text',
      'pk_live_51HqLyjWDarjtT1zdp7dcXq9Vm2Pb',
    ];
    for (const text of quiet) expect([text, scanForSecrets(text)]).toEqual([text, []]);
  });

  it('measures entropy in bits per character', () => {
    expect(shannonEntropy('aaaa')).toBe(0);
    expect(shannonEntropy('abcd')).toBe(2);
    expect(shannonEntropy('')).toBe(0);
  });

  it('stays linear on inputs built to make patterns backtrack', () => {
    const hostile = [
      'eyJ'.repeat(30_000),
      `${'eyJabcdefghijklmn.'.repeat(5_000)}`,
      `password${'a'.repeat(50_000)}`,
      `token = "${'a1'.repeat(40_000)}`,
      `-----BEGIN${' '.repeat(50_000)}`,
      `xoxb-1-${'a-'.repeat(40_000)}`,
      'AKIA'.repeat(25_000),
    ];
    for (const text of hostile) {
      const started = performance.now();
      scanForSecrets(text);
      // Generous (shared test machines); quadratic behaviour would take seconds.
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });
});

/** Ordinary code read from this machine at test time (never committed): none of it is a secret. */
function corpus(): Array<{ path: string; text: string }> {
  const files: string[] = [];
  const walk = (dir: string, pattern: RegExp, limit: number, depth: number) => {
    let entries: string[];
    try {
      entries = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const entry of entries) {
      if (files.length >= limit) return;
      if (/^(test|tests|__tests__|fixtures?|examples?|docs?|\..*)$/i.test(entry)) continue;
      const path = join(dir, entry);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!stat) continue;
      if (stat.isDirectory() && depth > 0) walk(path, pattern, limit, depth - 1);
      else if (stat.isFile() && pattern.test(entry) && stat.size < 400_000) files.push(path);
    }
  };
  const root = resolve(__dirname, '../../../../node_modules');
  for (const pkg of [
    '@nestjs/core',
    '@nestjs/common',
    'drizzle-orm/pg-core',
    'fastify/lib',
    'firebase-admin/lib',
    'i18next/dist/cjs',
    'rxjs/dist/cjs/internal',
    'pino/lib',
    'class-validator/cjs',
    'react-dom/cjs',
    'antd/lib/table',
    'swr/dist',
  ]) {
    walk(join(root, pkg), /\.(js|cjs|mjs|ts)$/, files.length + 40, 4);
  }
  for (const dir of readdirSync('/usr/lib').filter((name) => /^python3\.\d+$/.test(name))) {
    walk(join('/usr/lib', dir), /\.py$/, files.length + 250, 1);
  }
  return files.map((path) => ({ path, text: readFileSync(path, 'utf8') }));
}

describe('scanForSecrets on ordinary code', () => {
  it('finds nothing in a few hundred files of libraries installed here', () => {
    const files = corpus();
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap(({ path, text }) => scanForSecrets(text).map((match) => ({ path, ...match })));
    expect(found).toEqual([]);
  });
});
