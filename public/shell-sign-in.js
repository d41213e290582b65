// A sign-in page's static shell draws the form before the app's script has come. A press of
// «ورود» (or Enter) there is kept on the form for the app (src/features/auth/shell-sign-in.ts)
// and sent nowhere. So is a press still held down: when the app takes the page over between a
// finger's down and up, the up lands on the app's button, and no click ever happens on either.
// Loaded async beside the shell (src/app/public-shell.ts); a few lines, so it runs long before
// the app does.
function shellFormOf(target) {
  return target && target.closest ? target.closest('#shell form') : null;
}
document.addEventListener('submit', function (event) {
  var form = shellFormOf(event.target);
  if (!form) return;
  event.preventDefault();
  form.setAttribute('data-submitted', '');
}, true);
document.addEventListener('pointerdown', function (event) {
  var form = shellFormOf(event.target);
  if (form && event.target.closest('button[type="submit"]')) form.setAttribute('data-pressing', '');
}, true);
['pointerup', 'pointercancel'].forEach(function (type) {
  document.addEventListener(type, function () {
    var form = document.querySelector('#shell form[data-pressing]');
    if (form) form.removeAttribute('data-pressing');
  }, true);
});
