import type { SecretFindingDto } from '@api';
import { isApiError } from '@/lib/api-fetch';

/** The findings of the server's secret scan when `error` is its refusal (409 with `findings`), else null. */
export function secretFindingsOf(error: unknown): SecretFindingDto[] | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const findings = (error.data as { findings?: unknown } | null)?.findings;
  return Array.isArray(findings) && findings.length > 0 ? (findings as SecretFindingDto[]) : null;
}

/** What the member chose in the secrets dialog: make the group private, go back to editing, or publish anyway. */
export type SecretsChoice = 'private' | 'edit' | 'publish';
