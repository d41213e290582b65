// A sign-in page's static shell draws the form before the app's script has come. A press of
// «ورود» (or Enter) there is kept on the form for the app (src/features/auth/shell-sign-in.ts)
// and sent nowhere. Loaded async beside the shell (src/app/public-shell.ts); a few lines, so it
// runs long before the app does.
document.addEventListener('submit', function (event) {
  var form = event.target;
  if (!form || !form.closest || !form.closest('#shell')) return;
  event.preventDefault();
  form.setAttribute('data-submitted', '');
}, true);
