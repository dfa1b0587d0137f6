// Runs before the app, as a plain deferred script: the app's own modules start only after the
// federation runtime has loaded, which is too late for a quick tap.
//
// The server may send `/` with the landing page pre-rendered (e2e/stack/landing-include.mjs).
// Until the live page takes its place, that page is plain HTML: links and anchors work, buttons
// do nothing. A press on one of its buttons is held here and, once the shell calls
// window.candorEarlyClicks.release() with the live page on screen, handed to the live page's
// button of the same name, as React replays events that arrive during hydration. Only the last
// press counts: two taps on the menu button while waiting should open it, not toggle it.
(function () {
  var root = document.getElementById('root');
  if (!root || !root.hasChildNodes()) return;
  var last = null;

  function nameOf(button) {
    return (button.getAttribute('aria-label') || button.textContent || '').replace(/\s+/g, ' ').trim();
  }

  function buttonsNamed(name) {
    return Array.prototype.filter.call(root.querySelectorAll('button'), function (button) {
      return nameOf(button) === name;
    });
  }

  function onClick(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    var name = nameOf(button);
    last = { name: name, nth: buttonsNamed(name).indexOf(button) };
  }

  root.addEventListener('click', onClick, true);
  window.candorEarlyClicks = {
    release: function () {
      root.removeEventListener('click', onClick, true);
      window.candorEarlyClicks = undefined;
      if (!last) return;
      var target = buttonsNamed(last.name)[last.nth];
      last = null;
      if (target) target.click();
    },
  };
})();
