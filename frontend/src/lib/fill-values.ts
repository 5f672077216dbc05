/** Where "Fill in and copy" keeps the values a reader typed, per group, on this device. */
export const FILL_VALUES_STORAGE_KEY = 'snipstack-fill-values';
/** Groups remembered; the oldest are forgotten beyond it. */
export const FILL_VALUES_LIMIT = 200;

type Stored = Record<string, Record<string, string>>;

function readAll(): Stored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FILL_VALUES_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

/** The values last used in this group (name -> value); empty when none or storage is unavailable. */
export function rememberedFillValues(groupId: string): Record<string, string> {
  const values = readAll()[groupId];
  if (!values || typeof values !== 'object') return {};
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Keeps the values for the group (merged over earlier ones: other snippets of the group share names). */
export function rememberFillValues(groupId: string, values: Record<string, string>): void {
  const all = readAll();
  const merged = { ...all[groupId], ...values };
  const rest = Object.entries(all).filter(([id]) => id !== groupId);
  try {
    localStorage.setItem(
      FILL_VALUES_STORAGE_KEY,
      JSON.stringify(Object.fromEntries([...rest.slice(-(FILL_VALUES_LIMIT - 1)), [groupId, merged]])),
    );
  } catch {
    // storage full or refused: the values are simply not remembered
  }
}
