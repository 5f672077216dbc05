import { MAX_LEXEME_LENGTH, visitText } from './code-tokens';

/** Every lexeme of `text` as `lexeme@position`, parts marked with `~`. */
function lexemes(text: string): string[] {
  const found: string[] = [];
  visitText(text, 1, ({ lexeme, position, whole }) => void found.push(`${lexeme}@${position}${whole ? '' : '~'}`));
  return found;
}

describe('code tokens', () => {
  it('keeps camelCase, PascalCase and acronyms whole and splits them into parts', () => {
    expect(lexemes('useEffect')).toEqual(['useeffect@1', 'use@1~', 'effect@2~']);
    expect(lexemes('HTTPServer2')).toEqual(['httpserver2@1', 'http@1~', 'server2@2~']);
    expect(lexemes('XMLHttpRequest')).toEqual(['xmlhttprequest@1', 'xml@1~', 'http@2~', 'request@3~']);
    expect(lexemes('IOError getID')).toEqual(['ioerror@1', 'io@1~', 'error@2~', 'getid@3', 'get@3~', 'id@4~']);
  });

  it('keeps snake_case, dunder and $ names whole and splits them into parts', () => {
    expect(lexemes('c_str')).toEqual(['c_str@1', 'c@1~', 'str@2~']);
    expect(lexemes('__name__')).toEqual(['__name__@1', 'name@1~']);
    expect(lexemes('MAX_VALUE $scope')).toEqual(['max_value@1', 'max@1~', 'value@2~', '$scope@3', 'scope@3~']);
  });

  it('keeps chains joined by ::, . and - whole, with their runs of segments and each segment', () => {
    expect(lexemes('std::vector')).toEqual(['std::vector@1', 'std@1', 'vector@2']);
    expect(lexemes('node.js')).toEqual(['node.js@1', 'node@1', 'js@2']);
    expect(lexemes('os.path.join')).toEqual(['os.path@1', 'os.path.join@1', 'os@1', 'path.join@2', 'path@2', 'join@3']);
    expect(lexemes('React.useEffect(cb)')).toEqual(['react.useeffect@1', 'react@1', 'useeffect@2', 'use@2~', 'effect@3~', 'cb@4']);
    expect(lexemes('font-size: 2px; --gap')).toEqual(['font-size@1', 'font@1', 'size@2', '2px@3', 'gap@4']);
  });

  it('stores runs of at most four segments: a longer chain is found as a phrase of its segments', () => {
    const found = lexemes('a.b.c.d.e');
    expect(found).toContain('a.b.c.d@1');
    expect(found).toContain('b.c.d.e@2');
    expect(found).not.toContain('a.b.c.d.e@1');
  });

  it('ends a chain at punctuation that is not a joiner', () => {
    expect(lexemes('std::vector<int>::iterator ptr->next a:b')).toEqual([
      'std::vector@1',
      'std@1',
      'vector@2',
      'int@3',
      'iterator@4',
      'ptr@5',
      'next@6',
      'a@7',
      'b@8',
    ]);
  });

  it('keeps digits with the letters before them and numbers in one piece', () => {
    expect(lexemes('int32_t utf8 Base64Encode i18n')).toEqual([
      'int32_t@1',
      'int32@1~',
      't@2~',
      'utf8@3',
      'base64encode@4',
      'base64@4~',
      'encode@5~',
      'i18n@6',
    ]);
    expect(lexemes('0xFF 1_000_000 3.14 8080')).toEqual(['0xff@1', '1_000_000@2', '3.14@3', '3@3', '14@4', '8080@5']);
  });

  it('keeps c++ and c# but not the ++ of a longer name', () => {
    expect(lexemes('C++ c# count++')).toEqual(['c++@1', 'c@1~', 'c#@2', 'c@2~', 'count@3']);
  });

  it('keeps letters of any script, lower-cased and NFKC-normalised, and makes each Han or kana character a token', () => {
    expect(lexemes('Café ÉCOLE getИмя ｕｓｅ')).toEqual(['café@1', 'école@2', 'getимя@3', 'get@3~', 'имя@4~', 'use@5']);
    expect(lexemes('cafe\u0301')).toEqual(['café@1']);
    expect(lexemes('数据库 of カタカナ')).toEqual(['数@1', '据@2', '库@3', 'of@4', 'カ@5', 'タ@6', 'カ@7', 'ナ@8']);
  });

  it('drops what holds no letter or digit', () => {
    expect(lexemes('=> && || _ $ -- ::')).toEqual([]);
  });

  it('cuts very long tokens, never inside a surrogate pair', () => {
    const [long] = lexemes('x'.repeat(5000));
    expect(long).toBe(`${'x'.repeat(MAX_LEXEME_LENGTH)}@1`);
    const [astral] = lexemes(`${'a'.repeat(MAX_LEXEME_LENGTH - 1)}\u{10330}b`);
    expect(astral).toBe(`${'a'.repeat(MAX_LEXEME_LENGTH - 1)}@1`);
  });

  it('bounds the lexemes of one minified token', () => {
    const found = lexemes(Array.from({ length: 1000 }, (_, i) => `aB${i}`).join('.'));
    expect(found.length).toBeLessThan(1000 * 8);
    expect(found.every((entry) => entry.length < 120)).toBe(true);
  });
});
