/** A valid username proposed from a display name or an email's local part. */
export function usernameFrom(source: string | null | undefined, fallback = 'member'): string {
  const cleaned = (source ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '.')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 24);
  return cleaned.length >= 3 ? cleaned : fallback;
}

/** Adds a short random suffix, keeping the 30-character limit. */
export function withSuffix(username: string, random: () => number = Math.random): string {
  const suffix = Math.floor(random() * 1_000_000)
    .toString()
    .padStart(6, '0');
  return `${username.slice(0, 23)}-${suffix}`;
}
