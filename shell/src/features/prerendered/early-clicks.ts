declare global {
  interface Window {
    /** Set by public/early-clicks.js while it holds presses on the pre-rendered landing page. */
    candorEarlyClicks?: { release(): void };
  }
}

/** Hands the last press held on the pre-rendered page to the live page, and stops holding. */
export function releaseEarlyClicks(): void {
  window.candorEarlyClicks?.release();
}
