/**
 * How many items a paged list holds, from its answer's x-total-count; `fallback` (what the page shows)
 * when the header is missing or unreadable.
 */
export function readTotalCount(headers: Headers, fallback: number): number {
  const header = headers.get('x-total-count');
  const total = header === null ? Number.NaN : Number(header);
  return Number.isInteger(total) && total >= 0 ? total : fallback;
}
