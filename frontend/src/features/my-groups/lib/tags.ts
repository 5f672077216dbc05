/** A group's tags (the API's rule): at most 10, each 1-30 lower-case letters, digits or -. */
export const TAGS_MAX = 10;
const TAG = /^[a-z0-9-]{1,30}$/;

/** A typed tag as the server stores it: trimmed, lower-case. */
export const normalizeTag = (text: string) => text.trim().toLowerCase();

export const isValidTag = (text: string) => TAG.test(normalizeTag(text));

/** The tags as stored: normalized, valid ones only, each once, at most TAGS_MAX. */
export function cleanTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(normalizeTag).filter(isValidTag))].slice(0, TAGS_MAX);
}
