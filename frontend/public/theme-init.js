/* global document */
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
})();
