// What runs before the first paint. A file, not an inline script, so the Content-Security-Policy
// needs no 'unsafe-inline' or hash.
//
// The theme, so dark mode does not flash. It is the account's preference (ADR 030); localStorage
// holds only this browser's copy of the last one drawn (src/lib/preferences-theme.ts), never a
// secret, and the account's wins once the dashboard has read it.
(function () {
  var t = null;
  try {
    t = localStorage.getItem('theme');
  } catch (e) {}
  var dark = t === 'dark' || (t !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();

// The browser's number and date formatting (ICU) sets itself up on a page's first formatter: 60 to
// 125 ms on a two-core machine, whatever the locale, and a few ms for each formatter after it. Every
// screen formats a number or a date, so the dashboard would pay it in a long task after the first
// paint. Here it is paid while the page still waits for the dashboard's scripts (ADR 020, issue 34).
(function () {
  try {
    new Intl.NumberFormat().resolvedOptions();
    new Intl.DateTimeFormat().resolvedOptions();
  } catch (e) {}
})();
