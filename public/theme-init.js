// Apply the theme before first paint so dark mode does not flash. A file, not an
// inline script, so the Content-Security-Policy needs no 'unsafe-inline' or hash.
// The theme is the account's preference (ADR 030); localStorage holds only this browser's copy
// of the last one drawn (src/lib/preferences-theme.ts), never a secret, and the account's wins
// once the dashboard has read it.
(function () {
  var t = null;
  try {
    t = localStorage.getItem('theme');
  } catch (e) {}
  var dark = t === 'dark' || (t !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
