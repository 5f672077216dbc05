/** Version numbers: digits with optional dots, e.g. 1.2.3 (the API's pattern). */
const VERSION_NUMBER_PATTERN = /^\d+(\.\d+)*$/;
export const VERSION_NUMBER_MAX_LENGTH = 30;

/** What the number input may hold while typing: only digits and dots ("1.", "1..2" are drafts too). */
const DRAFT_PATTERN = /^[\d.]*$/;

export function isVersionNumberDraft(value: string): boolean {
  return DRAFT_PATTERN.test(value) && value.length <= VERSION_NUMBER_MAX_LENGTH;
}

/** The seed: input that is not digits or dots is ignored, so a change to a non-draft keeps the previous value. */
export function nextVersionNumberDraft(previous: string, next: string): string {
  return isVersionNumberDraft(next) ? next : previous;
}

/**
 * Whether a keystroke may reach the version number input: digits and dots, and every non-printing key
 * (Backspace, arrows, Tab, Enter...) or shortcut (Ctrl/Cmd + key) so editing and pasting still work.
 */
export function acceptsVersionKey(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (event.key.length !== 1) return true;
  return /[\d.]/.test(event.key);
}

export function isValidVersionNumber(value: string): boolean {
  return VERSION_NUMBER_PATTERN.test(value) && value.length <= VERSION_NUMBER_MAX_LENGTH;
}

/** "1.2.0 — Node 24", or just the number when the version has no name. */
export function versionLabel(version: { no: string; name?: string | null }): string {
  const name = version.name?.trim();
  return name ? `${version.no} — ${name}` : version.no;
}
