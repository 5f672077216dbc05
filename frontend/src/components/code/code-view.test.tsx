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

  it('a cut preview: "Show all N lines" asks for the whole code, and copy copies the whole code, not the preview', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    // Without ClipboardItem (happy-dom), the whole code is awaited and written as text.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onShowAll = vi.fn();
    const loadFullCode = vi.fn().mockResolvedValue('line 1\nline 2\nline 3');
    render(<CodeView code="line 1" language="shell" truncated lineCount={3} loadFullCode={loadFullCode} onShowAll={onShowAll} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 3 lines' }));
    expect(onShowAll).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('line 1\nline 2\nline 3'));
    expect(loadFullCode).toHaveBeenCalledTimes(1);
  });

  it('a whole snippet offers no "Show all" and copies what it shows', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const loadFullCode = vi.fn();
    render(<CodeView code="ls" language="shell" lineCount={1} loadFullCode={loadFullCode} onShowAll={() => undefined} />);
    expect(screen.queryByTestId('show-all-lines')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('ls'));
    expect(loadFullCode).not.toHaveBeenCalled();
  });

  it('when the whole code cannot be read, copy says so and copies nothing', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CodeView code="a" language="shell" truncated lineCount={9} loadFullCode={() => Promise.reject(new Error('gone'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(toastStore.getSnapshot()).toEqual([expect.objectContaining({ kind: 'error' })]));
    expect(writeText).not.toHaveBeenCalled();
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
