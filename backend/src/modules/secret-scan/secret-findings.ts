import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors';
import { translate } from '../../common/i18n/messages';
import type { SecretRuleId } from './secret-rules';
import { scanForSecrets } from './secret-scanner';

/** A snippet about to be public, with where it sits in its group (ids are null while the group is being created). */
export interface SnippetToScan {
  versionId: string | null;
  versionIndex: number;
  versionNo: string;
  snippetId: string | null;
  snippetIndex: number;
  description: string;
  code: string;
}

/** One credential found in a snippet about to be public (the 409's `findings`, and the audit log's details). */
export interface SecretFinding extends Omit<SnippetToScan, 'code' | 'description'> {
  rule: SecretRuleId;
  snippetDescription: string;
  line: number;
  column: number;
  excerpt: string;
}

/** At most this many findings in one answer. */
export const MAX_FINDINGS = 50;

/** The credentials in the snippets, in their order. */
export function findSecrets(snippets: readonly SnippetToScan[]): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const { code, description, ...position } of snippets) {
    for (const match of scanForSecrets(code)) findings.push({ ...position, snippetDescription: description, ...match });
    if (findings.length >= MAX_FINDINGS) break;
  }
  return findings.slice(0, MAX_FINDINGS);
}

/** 409 with the findings, each with its rule's title in the caller's language. */
export function secretsFound(findings: readonly SecretFinding[]): AppException {
  return new AppException(HttpStatus.CONFLICT, 'secretScan.found', { count: findings.length }, (language) => ({
    findings: findings.map((finding) => ({ ...finding, title: translate(`secretScan.rule.${finding.rule}`, language) })),
  }));
}
