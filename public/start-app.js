// Starts the app after the page's first frame. The static shell (src/app/public-shell.ts) is the
// page a person sees first; the app's modules, though deferred, came from the service worker's
// cache fast enough to run before the shell was ever painted, so the heading and the sign-in
// form waited for the whole first route to be read and run. Here they are added only once a
// frame with the shell has been produced. vite.config.ts writes the entry's scripts into
// data-modules in place of its own <script type="module"> tags.
(function () {
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
