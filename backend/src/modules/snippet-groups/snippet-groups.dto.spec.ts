import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { translate } from '../../common/i18n/messages';
import { toValidationException } from '../../common/validation/validation.pipe';
import { AddVersionDto, CreateSnippetGroupDto, EditSnippetDto } from './dto/snippet-group-input.dto';

/** The DTOs through the same options and error mapping as the global validation pipe. */
async function messageFor<T extends object>(type: new () => T, body: unknown): Promise<string | null> {
  const errors = await validate(plainToInstance(type, body) as object, {
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
  });
  if (errors.length === 0) return null;
  const exception = toValidationException(errors);
  return translate(exception.key, 'en-EN', exception.params);
}

const TECH = '3f1c2a4e-8b6d-4c1a-9e2f-0a1b2c3d4e5f';
const VERSION_MESSAGE = 'The version number must be digits with optional dots, for example 1.2.3';

describe('version numbers', () => {
  it.each(['0', '0.0.0', '1.2.3', '10.20.30.40', '2024.1', '1'.repeat(30)])('accepts %s', async (no) => {
    expect(await messageFor(AddVersionDto, { no })).toBeNull();
  });

  it.each(['', 'v1', '1.', '.1', '1..2', '1.2a', ' 1', '1 ', '1-2', '١٢', '1.2.3\n'])('refuses %j', async (no) => {
    expect(await messageFor(AddVersionDto, { no })).toBe(VERSION_MESSAGE);
  });

  it('refuses more than 30 characters', async () => {
    expect(await messageFor(AddVersionDto, { no: '1'.repeat(31) })).toBe('The field no must be at most 30 characters long');
  });
});

describe('snippet code size', () => {
  const withCode = (code: string) => ({ versionID: TECH, snippet: { id: TECH, description: '', code } });

  it('counts UTF-8 bytes: 100 KB of two-byte characters is the most', async () => {
    expect(await messageFor(EditSnippetDto, withCode('ü'.repeat(51_200)))).toBeNull();
    expect(await messageFor(EditSnippetDto, withCode('ü'.repeat(51_201)))).toBe('The code of a snippet can be at most 100 KB');
    expect(await messageFor(EditSnippetDto, withCode('🙂'.repeat(25_601)))).toBe('The code of a snippet can be at most 100 KB');
  });
});

describe('CreateSnippetGroupDto', () => {
  it('accepts a technology alone', async () => {
    expect(await messageFor(CreateSnippetGroupDto, { technologyID: TECH })).toBeNull();
  });

  it('names the nested field that fails', async () => {
    expect(
      await messageFor(CreateSnippetGroupDto, {
        technologyID: TECH,
        versions: [{ no: '1' }, { no: '2', snippets: [{ description: 1, code: '' }] }],
      }),
    ).toBe('The field versions.1.snippets.0.description must be a text');
  });
});
