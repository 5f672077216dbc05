/** Units of 1,024, written as the server writes its storage limits ("100 KB" a snippet, "5 MB" a group), the same in every language. */
const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** `bytes` in the largest unit that keeps the number at 1 or more, the number as the language writes it ("1.5 MB", "1,5 MB"). */
export function formatBytes(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1 }).format(value);
  return `${number} ${UNITS[unit]}`;
}
