// Starts the app after the page's first frame. The static shell (src/app/public-shell.ts) is the
// page a person sees first. With the entry's own module tags in the head, the app's scripts were
// asked for (and, from a warm cache, run) on the way to that first paint: Lighthouse's trace had
// them before it, and its simulation put their download over a slow network before the first
// contentful paint. Here they are added only once a frame with the shell has been produced.
// vite.config.ts writes the entry's scripts into data-modules in place of its own tags.
(function () {
  // Over plain HTTP on another machine the app cannot work (no crypto.subtle, no randomUUID, no
  // service worker): the page shows the HTTPS notice (index.html #insecure) and starts nothing.
  if (!window.isSecureContext) return;
  var modules = (document.currentScript.getAttribute('data-modules') || '').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    modules.forEach(function (src) {
      if (!src) return;
      var script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      document.head.appendChild(script);
    });
  }
  // After the frame, not in it: requestAnimationFrame runs before the paint, the task it queues
  // after. A page opened in a background tab produces no frame: it starts in a second instead.
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 1000);
})();
