import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filesToPrefetch, prefetchWhenIdle } from './prefetch';

const MAP = { '/profile': ['/assets/profile.js'], 'prefetch:test': ['/assets/antd-a.js', '/assets/antd-b.js', '/assets/antd.css'] };

function links() {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));
}

describe('prefetchWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const meta = document.createElement('meta');
    meta.name = 'ss-preload';
    meta.content = JSON.stringify(MAP);
    document.head.appendChild(meta);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('reads the files of a key from the build-time map, nothing for an unknown key', () => {
    expect(filesToPrefetch('prefetch:test')).toEqual(MAP['prefetch:test']);
    expect(filesToPrefetch('prefetch:none')).toEqual([]);
  });

  it('adds the links when idle, scripts in CORS mode, each file once', () => {
    prefetchWhenIdle('prefetch:test');
    expect(links()).toEqual([]);
    vi.runAllTimers();
    expect(links()).toEqual([
      { href: '/assets/antd-a.js', crossOrigin: '' },
      { href: '/assets/antd-b.js', crossOrigin: '' },
      { href: '/assets/antd.css', crossOrigin: null },
    ]);
    prefetchWhenIdle('prefetch:test');
    vi.runAllTimers();
    expect(links()).toHaveLength(3);
  });

  it('cancelled before the browser is idle, it asks for nothing', () => {
    document.head.querySelector('meta')!.content = JSON.stringify({ 'prefetch:other': ['/assets/other.js'] });
    const cancel = prefetchWhenIdle('prefetch:other');
    cancel();
    vi.runAllTimers();
    expect(links()).toEqual([]);
  });
});
