// Runs early, as a plain deferred script: the app hydrates the landing page only after the
// federation runtime and the marketing remote have loaded, which is too late for a quick tap.
//
// The server may send `/` with the landing page pre-rendered (server/landing-include.mjs).
// Until the shell hydrates it, that page is plain HTML: links, anchors and the FAQ's disclosures
// work, buttons do nothing. A press on one of its buttons is held here and, once the shell calls
// window.candorEarlyClicks.release() with the page hydrated, pressed again on the same button
// (hydration keeps every node). Only the last press counts: two taps on the menu button while
// waiting should open it, not toggle it.
//
// This script runs after the app's module script (document order), and while it is still on the
// wire the app may already have rendered into #root: on /auth, say, when the server is slow to
// answer for this file. Children in #root are then the app's own, and nothing would ever release
// a hold: every press on a button of the page would be swallowed for good (a Sign In press with no
// effect at all, e2e/tests/early-press.spec.ts). Once the app has committed, it says so on <html>
// (data-hydrated, set in src/bootstrap.tsx just before it releases), and there is nothing to hold.
(function () {
  var root = document.getElementById('root');
  if (!root || !root.hasChildNodes() || document.documentElement.hasAttribute('data-hydrated')) return;
  var last = null;

  function onClick(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    last = button;
  }

  root.addEventListener('click', onClick, true);
  window.candorEarlyClicks = {
    release: function () {
      root.removeEventListener('click', onClick, true);
      window.candorEarlyClicks = undefined;
      var target = last;
      last = null;
      if (target && target.isConnected) target.click();
    },
  };
})();
