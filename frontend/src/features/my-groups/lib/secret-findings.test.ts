import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-fetch';
import { secretFindingsOf } from './secret-findings';

const finding = { rule: 'aws-access-key', title: 'AWS access key', line: 1 };

describe('secretFindingsOf', () => {
  it('reads the findings of a 409 from the secret scan', () => {
    expect(secretFindingsOf(new ApiError(409, 'x', { statusCode: 409, findings: [finding] }))).toEqual([finding]);
  });

  it('is null for other errors', () => {
    expect(secretFindingsOf(new ApiError(409, 'x', { statusCode: 409, message: 'last version' }))).toBeNull();
    expect(secretFindingsOf(new ApiError(409, 'x', { findings: [] }))).toBeNull();
    expect(secretFindingsOf(new ApiError(400, 'x', { findings: [finding] }))).toBeNull();
    expect(secretFindingsOf(new Error('x'))).toBeNull();
  });
});
