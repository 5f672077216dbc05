import { describe, expect, it } from 'vitest';
import { fillPlaceholders, markPlaceholdersInHtml, parsePlaceholders, placeholdersOf } from './placeholders';

describe('placeholders', () => {
  it('finds {{name}} and {{name|default}}, each name once with its first default', () => {
    const code = 'fetch("{{url|https://example.com}}", { timeout: {{ ms | 300}} }); // {{url}} {{user_id}} {{api-key|x}}';
    expect(placeholdersOf(code)).toEqual([
      { name: 'url', defaultValue: 'https://example.com' },
      { name: 'ms', defaultValue: ' 300' },
      { name: 'user_id', defaultValue: '' },
      { name: 'api-key', defaultValue: 'x' },
    ]);
  });

  it('keeps \\{{ as literal text, and what is not a name is no variable', () => {
    const code = 'tpl = "\\{{literal}}" + "{{ 1bad }}" + "{{}}" + "{{ok}}"';
    expect(placeholdersOf(code)).toEqual([{ name: 'ok', defaultValue: '' }]);
    expect(parsePlaceholders(code)).toEqual([
      { kind: 'text', text: 'tpl = "\\{{literal}}" + "{{ 1bad }}" + "{{}}" + "' },
      { kind: 'placeholder', source: '{{ok}}', name: 'ok', defaultValue: '' },
      { kind: 'text', text: '"' },
    ]);
  });

  it('fills values, falls back to defaults (empty when none), and unescapes \\{{', () => {
    const code = 'debounce({{fn}}, {{ms|300}}); // \\{{literal}} {{fn}} {{missing}}';
    expect(fillPlaceholders(code, { fn: 'save' })).toBe('debounce(save, 300); // {{literal}} save ');
    expect(fillPlaceholders(code, { fn: 'go', ms: '50', missing: '!' })).toBe('debounce(go, 50); // {{literal}} go !');
    expect(fillPlaceholders('no variables here', {})).toBe('no variables here');
  });

  it('marks variables in highlighted HTML, not escapes nor matches across tags', () => {
    const html = '<span class="hljs-string">&quot;{{url|https://a.b/?x=1&amp;y=2}}&quot;</span> \\{{no}} {{a<span>}}</span>';
    expect(markPlaceholdersInHtml(html)).toBe(
      '<span class="hljs-string">&quot;<mark class="ss-placeholder" title="url">{{url|https://a.b/?x=1&amp;y=2}}</mark>&quot;</span> \\{{no}} {{a<span>}}</span>',
    );
  });
});
