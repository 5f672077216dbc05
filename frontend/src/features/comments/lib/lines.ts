/** A range of lines of a snippet, from 1, `start` not after `end`. */
export interface LineRange {
  start: number;
  end: number;
}

/**
 * The selection after a click on line `line`: a plain click selects that line (or clears it when it
 * was the one line selected); with `extend` (Shift), the range from the selection's start to it.
 */
export function nextSelection(current: LineRange | null, line: number, extend: boolean): LineRange | null {
  if (extend && current) return { start: Math.min(current.start, line), end: Math.max(current.start, line) };
  if (current && current.start === line && current.end === line) return null;
  return { start: line, end: line };
}

/** The lines commented on, for the gutter's marks. */
export function commentedLines(ranges: readonly { lineStart: number | null; lineEnd: number | null }[]): Set<number> {
  const lines = new Set<number>();
  for (const { lineStart, lineEnd } of ranges) {
    if (lineStart === null || lineEnd === null) continue;
    for (let line = lineStart; line <= Math.min(lineEnd, lineStart + 10_000); line++) lines.add(line);
  }
  return lines;
}
