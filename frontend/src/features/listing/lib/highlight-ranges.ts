/** One piece of a text: plain, or part of a search match. */
interface TextSegment {
  text: string;
  highlighted: boolean;
}

/**
 * Splits `text` into plain and highlighted segments from `[start, end)` ranges (the listing's
 * `match.highlights`). Ranges are clamped to the text, sorted, and overlapping or touching ones merged;
 * empty or malformed ranges are ignored, so a bad answer never breaks the card.
 */
export function splitHighlights(text: string, ranges: readonly (readonly number[])[] | undefined): TextSegment[] {
  const clean = (ranges ?? [])
    .filter((range) => range.length >= 2 && Number.isFinite(range[0]) && Number.isFinite(range[1]))
    .map(([start, end]) => [Math.max(0, Math.min(start, text.length)), Math.max(0, Math.min(end, text.length))] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);

  const merged: [number, number][] = [];
  for (const [start, end] of clean) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }

  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), highlighted: false });
    segments.push({ text: text.slice(start, end), highlighted: true });
    cursor = end;
  }
  if (cursor < text.length || segments.length === 0) segments.push({ text: text.slice(cursor), highlighted: false });
  return segments;
}
