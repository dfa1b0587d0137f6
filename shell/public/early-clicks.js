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
// It runs after the app's module script, which may have rendered into #root while this file was
// slow to arrive: then nothing would release a hold and every button press would be lost (issue 18;
// e2e/tests/early-press.spec.ts). So nothing is held once the app has committed (data-hydrated).
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

  // (A press on a waitlist link is not held: the link is followed, and index.html's second inline
  // script notes it for the next page to record.)
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
