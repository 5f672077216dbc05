/**
 * The secret-scan rules: a small vendored rule table, written for Snipstack and modelled on the
 * public patterns of gitleaks (https://github.com/gitleaks/gitleaks, config/gitleaks.toml),
 * Copyright (c) 2019 Zachary Rice, MIT License:
 *
 *   Permission is hereby granted, free of charge, to any person obtaining a copy of this software
 *   and associated documentation files (the "Software"), to deal in the Software without
 *   restriction, ... The above copyright notice and this permission notice shall be included in all
 *   copies or substantial portions of the Software. THE SOFTWARE IS PROVIDED "AS IS", WITHOUT
 *   WARRANTY OF ANY KIND.
 *
 * Every pattern stays linear on any input (JavaScript's regular expressions backtrack): each one
 * starts at a literal prefix that is not preceded by a token character (so a run of token
 * characters has one start, not one per character), every repetition is of a character class that
 * cannot also match what follows it, and every quantifier is bounded. Precision first: a rule that
 * would fire on ordinary code gets a `verify` step (a decodable JWT header, the entropy and shape of
 * a generic value) rather than a looser pattern.
 */

/** The rule ids: stable, part of the API's answers (and of the web app's texts through the titles). */
export const SECRET_RULE_IDS = [
  'aws-access-key',
  'github-token',
  'gitlab-token',
  'slack-token',
  'slack-webhook',
  'stripe-key',
  'google-api-key',
  'private-key',
  'jwt',
  'generic-secret',
] as const;

export type SecretRuleId = (typeof SECRET_RULE_IDS)[number];

export interface SecretRule {
  id: SecretRuleId;
  /** Global pattern. The secret is group `secret` when named, else the whole match. */
  pattern: RegExp;
  /** A last check of the secret's text (precision); false drops the match. */
  verify?: (secret: string) => boolean;
  /** How the excerpt shows the secret; default: its first characters, then asterisks. */
  mask?: (secret: string) => string;
  /** The excerpt ends at the secret (the rest of its line may hold more of it, e.g. a key in one string). */
  cutAfter?: boolean;
}

/** Characters that continue a token: a match may not start right after one of them. */
const START = '(?<![A-Za-z0-9_\\-])';
/** ...nor end right before one. */
const END = '(?![A-Za-z0-9_\\-])';

const rule = (
  id: SecretRuleId,
  source: string,
  flags = '',
  options: Pick<SecretRule, 'verify' | 'mask' | 'cutAfter'> = {},
): SecretRule => ({
  id,
  pattern: new RegExp(source, `g${flags}`),
  ...options,
});

/** Shannon entropy of `text`, in bits per character. */
export function shannonEntropy(text: string): number {
  if (!text) return 0;
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let entropy = 0;
  const length = [...text].length;
  for (const count of counts.values()) {
    const p = count / length;
    entropy -= p * Math.log2(p);
  }
  return entropy;
}

/** A JWT's header is base64url JSON with an `alg` (a sample string that merely starts with eyJ is not one). */
function isJwt(token: string): boolean {
  try {
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as unknown;
    return typeof header === 'object' && header !== null && typeof (header as { alg?: unknown }).alg === 'string';
  } catch {
    return false;
  }
}

/** Values that are not secrets: placeholders, examples, templates, environment lookups. */
const PLACEHOLDER =
  /changeme|change_me|xxxx|\*\*\*|\.\.\.|<[^>]*>|\$\{|\{\{|%\(|^\$|^%|example|placeholder|your[-_]?|dummy|sample|fake|mock|redacted|insert|replace|todo|secret|password|token|process\.env|environ|getenv/i;
/** Identifier-like values (`auth.token_expired`, `api-key-header`): words joined by separators, no digits. */
const WORDS_ONLY = /^[A-Za-z]+(?:[._:/-][A-Za-z]+)*$/;
/** Paths, addresses and names with a scheme (`urn:`, `https://`) are not secrets by themselves. */
const PATH_LIKE = /^(?:\.{0,2}\/|[a-z][a-z0-9+.-]*:|[A-Za-z]:\\)/;
/** Patterns and templates (`[A-Z]+`, `(\d+)`, `{id}`) are code, not credentials. */
const PATTERN_LIKE = /[[\](){}|^]/;
/** Alphabets and keyboard walks (`abcdef...0123456789`) have high entropy and are no secret. */
const SEQUENCE = /abcdef|012345|qwerty|ABCDEF/;

/** Shape and entropy thresholds of the generic rule (gitleaks' generic-api-key uses 3.5 bits). */
export const GENERIC_MIN_LENGTH = 12;
export const GENERIC_MIN_ENTROPY = 3.5;

/** A value assigned to a secret-looking name is a secret when it looks random enough and is no placeholder. */
function isGenericSecret(value: string): boolean {
  if (value.length < GENERIC_MIN_LENGTH) return false;
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value)) return false;
  if ([WORDS_ONLY, PATH_LIKE, PATTERN_LIKE, SEQUENCE, PLACEHOLDER].some((pattern) => pattern.test(value))) return false;
  if (/^(.)\1+$/.test(value) || /^[0-9.]+$/.test(value)) return false;
  return shannonEntropy(value) >= GENERIC_MIN_ENTROPY;
}

/** Names that hold credentials (any part of an identifier: `DB_PASSWORD`, `authToken`, `client-secret`). */
const SECRET_NAME = 'pass(?:word|wd|phrase)|pwd|secret|token|api[_-]?key|access[_-]?key|auth[_-]?key|private[_-]?key|credentials?';

export const SECRET_RULES: readonly SecretRule[] = [
  // gitleaks aws-access-token
  rule('aws-access-key', `${START}(?<secret>(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16})${END}`),
  // gitleaks github-pat, github-oauth, github-app-token, github-refresh-token, github-fine-grained-pat
  rule('github-token', `${START}(?<secret>gh[pousr]_[0-9A-Za-z]{36}|github_pat_[0-9A-Za-z_]{82})${END}`),
  // gitleaks gitlab-pat, gitlab-ptt, gitlab-rrt
  rule('gitlab-token', `${START}(?<secret>glpat-[0-9A-Za-z_-]{20}|glptt-[0-9a-f]{40}|GR1348941[0-9A-Za-z_-]{20})${END}`),
  // gitleaks slack-bot-token, slack-user-token, slack-app-token, slack-legacy-*
  rule(
    'slack-token',
    `${START}(?<secret>xox[abposre]-[0-9]{1,14}-[0-9A-Za-z-]{16,250}|xapp-[0-9]-[A-Z0-9]{8,16}-[0-9]{8,16}-[a-z0-9]{32,80})${END}`,
  ),
  // gitleaks slack-webhook-url
  rule('slack-webhook', `(?<secret>hooks\\.slack\\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{43,56})${END}`),
  // gitleaks stripe-access-token (secret and restricted keys; publishable pk_ keys are public by design)
  rule('stripe-key', `${START}(?<secret>(?:sk|rk)_(?:test|live|prod)_[0-9A-Za-z]{10,99})${END}`),
  // gitleaks gcp-api-key
  rule('google-api-key', `${START}(?<secret>AIza[0-9A-Za-z_-]{35})${END}`),
  // gitleaks private-key: the armour line followed by key material (raw lines or "\n" escapes in a string)
  rule('private-key', '-----BEGIN[ A-Z0-9_-]{0,60}PRIVATE KEY(?: BLOCK)?-----(?:\\s|\\\\[nr]){1,8}(?:[A-Za-z0-9+/=]{40}|Proc-Type:)', '', {
    mask: (secret) => `${secret.slice(0, secret.lastIndexOf('-----') + 5)} ********`,
    cutAfter: true,
  }),
  // gitleaks jwt: three base64url parts, the first a JSON header with "alg"
  rule('jwt', `${START}(?<secret>eyJ[A-Za-z0-9_-]{10,4000}\\.eyJ[A-Za-z0-9_-]{10,8000}\\.[A-Za-z0-9_-]{0,4000})${END}`, '', {
    verify: isJwt,
  }),
  // gitleaks generic-api-key, narrowed: a quoted value assigned (=, :, :=, =>) to a secret-looking name
  rule(
    'generic-secret',
    `(?:${SECRET_NAME})[A-Za-z0-9_.-]{0,40}["'\`]?[ \\t]{0,8}(?::=|=>|=|:)[ \\t]{0,8}(?<quote>["'\`])(?<secret>[^"'\`\\s\\\\]{1,200})\\k<quote>`,
    'i',
    { verify: isGenericSecret },
  ),
];
