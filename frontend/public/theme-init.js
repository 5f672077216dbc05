/* global document, window */
// Applies the stored theme and language before the app's JS loads (no flash of the wrong theme).
// An external file because the site's CSP allows no inline scripts.
(function () {
  try {
    var stored = JSON.parse(localStorage.getItem('snipstack-preferences') || 'null');
    var state = (stored && stored.state) || {};
    var root = document.documentElement;
    if (state.theme === 'dark' || state.theme === 'light') {
      root.setAttribute('data-theme', state.theme);
      root.style.colorScheme = state.theme;
    }
    if (state.language && (state.language.id === 'en-EN' || state.language.id === 'es-ES')) root.lang = state.language.id;
  } catch {
    /* no stored preferences */
  }
  // Preloads what the app will import at once (written at build time, vite.config.ts preloadMap): the chunks of the
  // page being opened and the interface language's texts, fetched alongside the entry instead of after it.
  try {
    var meta = document.querySelector('meta[name="ss-preload"]');
    var map = meta ? JSON.parse(meta.getAttribute('content') || '{}') : {};
    var files = [].concat(map[window.location.pathname] || [], map[document.documentElement.lang] || map['en-EN'] || []);
    for (var i = 0; i < files.length; i += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = files[i];
      document.head.appendChild(link);
    }
  } catch {
    /* no preloads: the app loads them itself */
  }
})();
