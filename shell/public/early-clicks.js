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

  // A waitlist link is followed before its handler can record the press: the next page records it
  // (src/features/prerendered/early-waitlist-press.ts), unless the live page handled it (prevented).
  function onLinkPress(event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var link = event.target instanceof Element ? event.target.closest('a[data-waitlist-source]') : null;
    if (!link || !root.contains(link)) return;
    try {
      sessionStorage.setItem('candor:early-waitlist-press', link.getAttribute('data-waitlist-source'));
    } catch {
      // Storage refused: the link is still followed.
    }
  }

  root.addEventListener('click', onClick, true);
  document.addEventListener('click', onLinkPress);
  window.candorEarlyClicks = {
    release: function () {
      root.removeEventListener('click', onClick, true);
      document.removeEventListener('click', onLinkPress);
      window.candorEarlyClicks = undefined;
      var target = last;
      last = null;
      if (target && target.isConnected) target.click();
    },
  };
})();
