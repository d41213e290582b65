// The public pages (landing, chooser, sign-in, the kiosk's first step) paint from their HTML
// alone. Their HTML names the app's modules in a meta tag instead of loading them (vite.config.ts
// publicShells), and this starts them after that first paint: their download then stays off the
// paint's path (Lighthouse's simulated slow 4G put it there: FCP 2.3 s against 0.9 without
// scripts). All at once, as the modulepreload links asked, then the entry.
var modules = document.querySelector('meta[name="app-modules"]').content.split(' ');
var started = false;
function start() {
  if (started) return;
  started = true;
  modules.slice(1).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  });
  import(modules[0]);
}
// After the first contentful paint: a frame (requestAnimationFrame) can come before it while the
// stylesheet still holds the paint back.
if (performance.getEntriesByType('paint').some(function (entry) { return entry.name === 'first-contentful-paint'; })) start();
else {
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntries().some(function (entry) { return entry.name === 'first-contentful-paint'; })) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(function () { requestAnimationFrame(start); }); // no paint timing here
  }
  setTimeout(start, 500); // a tab opened in the background paints nothing until it is shown
}
