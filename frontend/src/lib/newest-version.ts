/** Compares dotted version numbers part by part as numbers ("1.10" > "1.9", "2" = "2.0"). */
export function compareVersionNumbers(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The version a group opens on when the reader chose none: the newest, that is the highest number
 * (the one added last among equal numbers). The same rule on the Index and the Profile.
 */
export function newestVersion<V extends { no: string }>(versions: readonly V[]): V | undefined {
  let newest: V | undefined;
  for (const version of versions) {
    if (!newest || compareVersionNumbers(version.no, newest.no) >= 0) newest = version;
  }
  return newest;
}
