import { describe, expect, it } from 'vitest';
import { isSafeLink, parseInline, parseMarkdown } from './markdown';

describe('parseMarkdown', () => {
  it('reads fenced code blocks with their language, untouched', () => {
    expect(parseMarkdown('Look:\n\n```ts\nconst a = **1**;\n<b>x</b>\n```\nAfter')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Look:' }] },
      { kind: 'code', language: 'ts', code: 'const a = **1**;\n<b>x</b>' },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'After' }] },
    ]);
  });

  it('keeps an unclosed fence to the end', () => {
    expect(parseMarkdown('```\nx\ny')).toEqual([{ kind: 'code', language: '', code: 'x\ny' }]);
  });

  it('reads paragraphs with line breaks, lists and quotes', () => {
    expect(parseMarkdown('one\ntwo\n\n- a\n- b\n1. c\n> q')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'one' }, { kind: 'break' }, { kind: 'text', text: 'two' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'c' }]] },
      { kind: 'quote', children: [{ kind: 'text', text: 'q' }] },
    ]);
  });

  it('leaves HTML as text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });
});

describe('parseInline', () => {
  it('reads code, bold, italics and links', () => {
    expect(parseInline('a `b*c*` **d** *e* [f](https://x.dev/p) https://y.dev.')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'code', text: 'b*c*' },
      { kind: 'text', text: ' ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'd' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'e' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'https://x.dev/p', children: [{ kind: 'text', text: 'f' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'https://y.dev', children: [{ kind: 'text', text: 'https://y.dev' }] },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links javascript: or data: addresses', () => {
    expect(parseInline('[x](javascript:alert(1))').every((node) => node.kind === 'text')).toBe(true);
    expect(isSafeLink('data:text/html,x')).toBe(false);
    expect(isSafeLink(' JavaScript:x')).toBe(false);
    expect(isSafeLink('mailto:a@b.c')).toBe(true);
  });
});
