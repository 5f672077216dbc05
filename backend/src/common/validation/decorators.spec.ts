import type { Paramtype } from '@nestjs/common';
import { AppException } from '../errors';
import { translate } from '../i18n/messages';
import { IsEmailAddress, IsOneOf, IsPageSize, IsPassword, IsSkip, IsText, IsUsername } from './decorators';
import { createValidationPipe } from './validation.pipe';

class AccountForm {
  @IsEmailAddress()
  email: string;

  @IsUsername({ optional: true })
  username?: string;

  @IsPassword({ optional: true })
  password?: string;
}

class NamedForm {
  @IsText({ trim: true, notEmpty: 'validation.required', maxLength: 5 })
  name: string;

  @IsText({ optional: true, nullable: true })
  note?: string | null;
}

class PageQuery {
  @IsSkip()
  skip?: number;

  @IsPageSize({ default: 10, max: 20 })
  limit?: number;

  @IsOneOf({ enum: [0, 1] }, { optional: true })
  sort?: number;

  @IsOneOf({ enum: ['open', 'closed'] }, { optional: true })
  state?: string;
}

/** Runs `input` through the global validation pipe: the DTO it builds, or the English message of its 400. */
async function validated(metatype: new () => object, input: object, type: Paramtype = 'body'): Promise<object | string> {
  try {
    return await createValidationPipe().transform(input, { type, metatype });
  } catch (error) {
    if (!(error instanceof AppException)) throw error;
    return translate(error.key, 'en-EN', error.params);
  }
}

describe('presence', () => {
  it('answers "is required" for a missing or null required field, whatever its type', async () => {
    expect(await validated(AccountForm, {})).toBe('The field email is required');
    expect(await validated(AccountForm, { email: null })).toBe('The field email is required');
    expect(await validated(NamedForm, { note: 'x' })).toBe('The field name is required');
  });

  it('lets an optional field be left out or null', async () => {
    expect(await validated(NamedForm, { name: 'a', note: null })).toEqual({ name: 'a', note: null });
  });
});

describe('IsText', () => {
  it('trims before the rules and hands the trimmed text on', async () => {
    expect(await validated(NamedForm, { name: '  ab  ' })).toEqual({ name: 'ab' });
    expect(await validated(NamedForm, { name: '   ' })).toBe('The field name is required');
    expect(await validated(NamedForm, { name: ' abcdef ' })).toBe('The field name must be at most 5 characters long');
  });

  it('refuses other types', async () => {
    expect(await validated(NamedForm, { name: 5 })).toBe('The field name must be a text');
  });
});

describe('account formats', () => {
  it('checks emails, usernames and passwords with their own messages', async () => {
    expect(await validated(AccountForm, { email: 'nope' })).toBe('The field email must be a valid email');
    expect(await validated(AccountForm, { email: 7 })).toBe('The field email must be a text');
    expect(await validated(AccountForm, { email: 'ada@example.com', username: 'x' })).toBe(
      'The username must have 3 to 30 letters, digits, _, - or .',
    );
    expect(await validated(AccountForm, { email: 'ada@example.com', password: 'password' })).toBe(
      'Invalid password format. Must have these characters A-Z, a-z, 0-9 and be at least 8 characters',
    );
    expect(await validated(AccountForm, { email: 'ada@example.com', username: 'ada.l', password: 'Sn1ppets!' })).toEqual({
      email: 'ada@example.com',
      username: 'ada.l',
      password: 'Sn1ppets!',
    });
  });
});

describe('query paging and choices', () => {
  it('reads numbers from the query string', async () => {
    expect(await validated(PageQuery, { skip: '3', limit: '20', sort: '1', state: 'open' }, 'query')).toEqual({
      skip: 3,
      limit: 20,
      sort: 1,
      state: 'open',
    });
  });

  it.each([
    [{ skip: '-1' }, 'The field skip must be at least 0'],
    [{ skip: '1000001' }, 'The field skip must be at most 1000000'],
    [{ limit: '0' }, 'The field limit must be at least 1'],
    [{ limit: '21' }, 'The field limit must be at most 20'],
    [{ limit: 'many' }, 'The field limit must be a whole number'],
    [{ sort: '2' }, 'The field sort must be one of: 0, 1'],
    [{ state: 'gone' }, 'The field state must be one of: open, closed'],
  ])('refuses %j', async (query, message) => {
    expect(await validated(PageQuery, query, 'query')).toBe(message);
  });
});
