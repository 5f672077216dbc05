import { diffLines } from 'diff';

/** What the diff needs of a snippet and a version. */
export interface DiffSnippet {
  description: string;
  code: string;
}
export interface DiffVersion {
  id: string;
  no: string;
  name: string;
  snippets: readonly DiffSnippet[];
}

/**
 * A version offered for comparison: its number and name, and its snippets when the screen has them
 * (a card's CardVersionDto: `snippetCount` and maybe a cut preview; a VersionDto or a share link's
 * version: all of them). One that carries all its snippets uncut (isVersionComplete) is compared as
 * given; any other is read in full from the version endpoint when compared.
 */
export interface DiffVersionRef {
  id: string;
  no: string;
  name: string;
  snippetCount?: number;
  snippets?: readonly (DiffSnippet & { truncated?: boolean })[];
}

export type LineKind = 'same' | 'removed' | 'added' | 'changed';

/** One row of the side-by-side view: a line on either side (null: none there). */
export interface SideBySideRow {
  kind: LineKind;
  left: { no: number; text: string } | null;
  right: { no: number; text: string } | null;
}

/** One line of the unified view. */
export interface UnifiedLine {
  kind: 'same' | 'removed' | 'added';
  leftNo: number | null;
  rightNo: number | null;
  text: string;
}

export type SnippetStatus = 'same' | 'changed' | 'added' | 'removed';

export interface SnippetDiff {
  status: SnippetStatus;
  /** The snippet in the older (left) version, null when added. */
  left: DiffSnippet | null;
  right: DiffSnippet | null;
  rows: SideBySideRow[];
  unified: UnifiedLine[];
  added: number;
  removed: number;
}

const linesOf = (value: string): string[] => {
  const lines = value.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
};

/** The line diff of two texts, as side-by-side rows (a run of removed lines next to the added ones that replace it) and as unified lines. */
export function diffCode(before: string, after: string): Pick<SnippetDiff, 'rows' | 'unified' | 'added' | 'removed'> {
  const rows: SideBySideRow[] = [];
  const unified: UnifiedLine[] = [];
  let leftNo = 0;
  let rightNo = 0;
  let added = 0;
  let removed = 0;
  let pendingRemoved: { no: number; text: string }[] = [];
  const flushRemoved = (addedLines: { no: number; text: string }[] = []) => {
    const n = Math.max(pendingRemoved.length, addedLines.length);
    for (let i = 0; i < n; i++) {
      const left = pendingRemoved[i] ?? null;
      const right = addedLines[i] ?? null;
      rows.push({ kind: left && right ? 'changed' : left ? 'removed' : 'added', left, right });
    }
    pendingRemoved = [];
  };
  for (const change of diffLines(before, after)) {
    const lines = linesOf(change.value);
    if (change.removed) {
      for (const text of lines) {
        const line = { no: ++leftNo, text };
        pendingRemoved.push(line);
        unified.push({ kind: 'removed', leftNo: line.no, rightNo: null, text });
      }
      removed += lines.length;
    } else if (change.added) {
      const addedLines = lines.map((text) => ({ no: ++rightNo, text }));
      for (const line of addedLines) unified.push({ kind: 'added', leftNo: null, rightNo: line.no, text: line.text });
      added += lines.length;
      flushRemoved(addedLines);
    } else {
      flushRemoved();
      for (const text of lines) {
        const line = { left: { no: ++leftNo, text }, right: { no: ++rightNo, text } };
        rows.push({ kind: 'same', ...line });
        unified.push({ kind: 'same', leftNo: line.left.no, rightNo: line.right.no, text });
      }
    }
  }
  flushRemoved();
  return { rows, unified, added, removed };
}

/**
 * The snippets of two versions paired: first those with the same (non-empty) description, in order;
 * the rest by position among the unpaired ones; what is left was added or removed. In the newer
 * version's order, a removed snippet where it stood in the older one.
 */
export function pairSnippets(left: readonly DiffSnippet[], right: readonly DiffSnippet[]): [number | null, number | null][] {
  const partnerOfRight = new Map<number, number>();
  const usedLeft = new Set<number>();
  right.forEach((snippet, r) => {
    if (!snippet.description.trim()) return;
    const l = left.findIndex((candidate, index) => !usedLeft.has(index) && candidate.description === snippet.description);
    if (l >= 0) {
      partnerOfRight.set(r, l);
      usedLeft.add(l);
    }
  });
  const freeLeft = left.map((_, index) => index).filter((index) => !usedLeft.has(index));
  right.forEach((_, r) => {
    if (partnerOfRight.has(r) || freeLeft.length === 0) return;
    // Only a snippet whose own description is not paired elsewhere takes a free one by position.
    const l = freeLeft.shift()!;
    partnerOfRight.set(r, l);
    usedLeft.add(l);
  });
  const pairs: [number | null, number | null][] = right.map((_, r) => [partnerOfRight.get(r) ?? null, r]);
  left.forEach((_, l) => {
    if (usedLeft.has(l)) return;
    // Before the first pair whose left snippet comes after it.
    const at = pairs.findIndex(([pl]) => pl !== null && pl > l);
    pairs.splice(at < 0 ? pairs.length : at, 0, [l, null]);
  });
  return pairs;
}

/** The diff of two versions, snippet by snippet. */
export function diffVersions(before: DiffVersion, after: DiffVersion): SnippetDiff[] {
  return pairSnippets(before.snippets, after.snippets).map(([l, r]) => {
    const left = l === null ? null : before.snippets[l];
    const right = r === null ? null : after.snippets[r];
    const lines = diffCode(left?.code ?? '', right?.code ?? '');
    const status: SnippetStatus = !left
      ? 'added'
      : !right
        ? 'removed'
        : lines.added || lines.removed || left.description !== right.description
          ? 'changed'
          : 'same';
    return { status, left, right, ...lines };
  });
}
