/** An organisation's public page. */
export function organisationPath(slug: string): string {
  return `/o/${encodeURIComponent(slug)}`;
}

/** An organisation's settings (its members only). */
export function organisationSettingsPath(slug: string): string {
  return `/o/${encodeURIComponent(slug)}/settings`;
}
