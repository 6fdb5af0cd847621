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

// The dashboard's scripts, requested once the first frame is painted (server/pages/scripts-after-paint.ts):
// the served page names them in a data block, and here they become the tags the page would have had,
// so the stylesheet is not sharing a slow line with them before that frame. Each tag is added in a
// task of its own: starting a request takes the main thread 1 to 4 ms on a slow phone, ten of them
// would hold it as one long task. The chunks come first, the entry (which imports them) last. A
// browser that cannot say when it painted gets them once the page is parsed; a page painted later
// than a second after its parse (a tab opened in the background) gets them then.
(function () {
  var started = false;
  function load() {
    var block = document.getElementById('app-scripts');
    if (started || !block) return;
    started = true;
    var scripts = JSON.parse(block.textContent);
    var tags = scripts.preload.map(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      return link;
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.src = scripts.entry;
    tags.push(entry);
    (function next() {
      var tag = tags.shift();
      if (!tag) return;
      tag.crossOrigin = '';
      document.head.appendChild(tag);
      setTimeout(next);
    })();
  }
  var paints = false;
  try {
    paints = PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
    if (paints)
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length) load();
      }).observe({ type: 'paint', buffered: true });
  } catch (e) {
    paints = false;
  }
  document.addEventListener('DOMContentLoaded', function () {
    setTimeout(load, paints ? 1000 : 0);
  });
})();
