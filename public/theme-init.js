// Apply the theme before first paint so dark mode does not flash. A file, not an
// inline script, so the Content-Security-Policy needs no 'unsafe-inline' or hash.
// Only the display preference is stored in localStorage, never a secret.
(function () {
  var t = null;
  try {
    t = localStorage.getItem('theme');
  } catch (e) {}
  var dark = t === 'dark' || (t !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
