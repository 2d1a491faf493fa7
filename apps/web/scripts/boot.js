/* global document, requestAnimationFrame */
// The prerendered pages' only script (docs/decisions/009-first-paint.md): the page is already in the
// HTML, so the app's JavaScript is fetched right after the first paint instead of competing with
// the stylesheets and the hero image for a slow connection before it.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  function start() {
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  // The frame callback runs before the next paint; the timeout, after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
