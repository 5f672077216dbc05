/**
 * Two JSON objects' texts as one object's text, the keys of both, neither read: for answers whose
 * larger part the database wrote as JSON text (the listing's cards). Neither may be `{}`.
 */
export function joinedJsonObjects(first: string, second: string): string {
  return `${first.slice(0, -1)},${second.slice(1)}`;
}
