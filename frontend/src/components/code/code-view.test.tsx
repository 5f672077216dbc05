import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { toastStore } from '@/components/toast';
import { CodeView } from './code-view';
import { codeMirrorLanguageName, normalizeLanguage } from './languages';

describe('CodeView', () => {
  afterEach(() => {
    act(() => toastStore.clear());
    vi.restoreAllMocks();
  });

  it('shows the code at once, then highlighted in the technology language', async () => {
    const { container } = render(<CodeView code={'const answer = 42; // why'} language="typescript" />);
    const code = container.querySelector('code')!;
    expect(code.textContent).toBe('const answer = 42; // why');
    await waitFor(() => expect(container.querySelector('code[data-highlighted="true"] .hljs-keyword')?.textContent).toBe('const'));
    expect(container.querySelector('code')!.textContent).toBe('const answer = 42; // why');
    expect(container.querySelector('.hljs-comment')?.textContent).toBe('// why');
  });

  it('escapes what it highlights', async () => {
    const { container } = render(<CodeView code={'<img src=x onerror="alert(1)">'} language="html" />);
    await waitFor(() => expect(container.querySelector('code[data-highlighted="true"]')).not.toBeNull());
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps plain text for languages without a grammar', async () => {
    const { container } = render(<CodeView code={'resource "x" "y" {}'} language="hcl" />);
    expect(container.querySelector('code')!.textContent).toBe('resource "x" "y" {}');
    expect(container.querySelector('[data-language="plaintext"]')).toBeNull();
    expect(container.querySelector('[data-language="hcl"]')).not.toBeNull();
  });

  it('copies the code and says "Copied to clipboard"', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CodeView code="echo hi" language="shell" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('echo hi'));
    await waitFor(() =>
      expect(toastStore.getSnapshot()).toEqual([expect.objectContaining({ kind: 'success', message: 'Copied to clipboard' })]),
    );
  });
});

describe('code languages', () => {
  it('maps our ids to CodeMirror languages and falls back to plain text', () => {
    expect(codeMirrorLanguageName('typescript')).toBe('TypeScript');
    expect(codeMirrorLanguageName('cpp')).toBe('C++');
    expect(codeMirrorLanguageName('shell')).toBe('Shell');
    expect(codeMirrorLanguageName('graphql')).toBeNull();
    expect(codeMirrorLanguageName('cobol-2000')).toBeNull();
    expect(normalizeLanguage(' Python ')).toBe('python');
    expect(normalizeLanguage(undefined)).toBe('plaintext');
  });
});
