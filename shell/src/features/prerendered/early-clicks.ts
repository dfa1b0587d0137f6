declare global {
  interface Window {
    /** Set by public/early-clicks.js while it holds presses on the pre-rendered landing page. */
    candorEarlyClicks?: { release(): void };
  }
}

/** Presses again, now that the page is hydrated, the last button pressed on the pre-rendered page, and stops holding. */
export function releaseEarlyClicks(): void {
  window.candorEarlyClicks?.release();
}
