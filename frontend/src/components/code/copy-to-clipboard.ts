/**
 * Copies text with the async Clipboard API, falling back to a hidden textarea where it is missing or refused.
 * `text` may be a promise (the whole code of a cut preview, still to be read): where the browser has
 * ClipboardItem, the copy starts at once within the click (Safari refuses a clipboard write made after an
 * await) and the browser waits for the text; elsewhere the text is awaited first.
 */
export async function copyToClipboard(text: string | Promise<string>): Promise<void> {
  if (typeof text !== 'string') {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      // Awaited on its own too: when reading the text fails, the copy fails with its error.
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      void blob.catch(() => undefined);
      try {
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
        return;
      } catch {
        // refused (permission, or a browser without promised items): the text, then the ways below
      }
    }
    text = await text;
  }
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // permission refused or not a secure context: try the old way
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy failed');
}
