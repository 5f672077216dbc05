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

  it('marks variables in highlighted HTML, a variable split over tokens piece by piece, never the escaped \\{{', () => {
    const code = 'f("{{url|a&b}}", {{ms|250}}) \\{{no}}';
    const html = 'f(<span class="hljs-string">&quot;{{url|a&amp;b}}&quot;</span>, {{ms|<span class="hljs-number">250</span>}}) \\{{no}}';
    expect(markPlaceholdersInHtml(html, code)).toBe(
      'f(<span class="hljs-string">&quot;<mark class="ss-placeholder" title="url">{{url|a&amp;b}}</mark>&quot;</span>, ' +
        '<mark class="ss-placeholder" title="ms">{{ms|</mark><span class="hljs-number"><mark class="ss-placeholder" title="ms">250</mark></span>' +
        '<mark class="ss-placeholder" title="ms">}}</mark>) \\{{no}}',
    );
    expect(markPlaceholdersInHtml('<b>x</b>', 'x')).toBe('<b>x</b>');
  });
});
