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

  // A waitlist link (data-waitlist-source) is followed by the browser at once, but its handler,
  // which records the press (docs/product.md#analytics, waitlist_join), is not there yet: note the
  // press for the next page of this tab to record (src/features/prerendered/early-waitlist-press.ts).
  // Heard last, on the document: a press the live page handled (React Router's link prevents the
  // browser's navigation) was recorded by it, and is left alone.
  function onLinkPress(event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var link = event.target instanceof Element ? event.target.closest('a[data-waitlist-source]') : null;
    if (!link || !root.contains(link)) return;
    try {
      sessionStorage.setItem('candor:early-waitlist-press', link.getAttribute('data-waitlist-source'));
    } catch {
      // Storage refused (a locked-down browser): the browser still follows the link.
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
