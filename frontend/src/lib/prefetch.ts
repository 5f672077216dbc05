/**
 * Prefetches, once the browser is idle, files that the page will likely need next (listed at build time in
 * index.html's `<meta name="ss-preload">` under `key`, vite.config.ts preloadMap): `<link rel="prefetch">`, which
 * the browser downloads at the lowest priority into its cache and does not run. Each file is asked for once.
 */
const asked = new Set<string>();

export function filesToPrefetch(key: string, doc: Document = document): string[] {
  try {
    const content = doc.querySelector('meta[name="ss-preload"]')?.getAttribute('content');
    const files: unknown = content ? (JSON.parse(content) as Record<string, unknown>)[key] : undefined;
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

function addLinks(files: string[], doc: Document) {
  for (const file of files) {
    if (asked.has(file)) continue;
    asked.add(file);
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    // Scripts are fetched as modules (CORS mode): the prefetched copy must match to be reused.
    if (file.endsWith('.js')) link.crossOrigin = '';
    link.href = file;
    doc.head.appendChild(link);
  }
}

/** Schedules the prefetch of `key`'s files for when the browser is idle; returns a function that cancels it. */
export function prefetchWhenIdle(key: string, doc: Document = document): () => void {
  const files = filesToPrefetch(key, doc);
  if (files.length === 0) return () => undefined;
  const run = () => addLinks(files, doc);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 2_000);
  return () => window.clearTimeout(timer);
}

/** The Profile's forms and dialogs (antd with them): vite.config.ts PROFILE_PARTS. */
export const PROFILE_PARTS = 'prefetch:profile';
