import type { PlaywrightTestConfig } from '@playwright/test';

// What the production suite (playwright.config.ts) and the dev-mode smoke test
// (playwright.dev.config.ts) run the same way: one Chromium, launched alike, on the shell's origin.
// The benchmarks that drive a browser launch the same Chromium with the same flags.

/** npm test reads the JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) for its closing total. */
export const reporter: PlaywrightTestConfig['reporter'] = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']];

/** The Chromium every browser of e2e runs: the two suites' and the benchmarks' (bench/bundle.ts, bench/landing.ts). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The flags they all launch it with (the suites add --disable-quic, Lighthouse --headless=new). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const use: PlaywrightTestConfig['use'] = {
  baseURL: 'http://localhost:3000',
  trace: 'retain-on-failure',
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-quic'],
  },
};
