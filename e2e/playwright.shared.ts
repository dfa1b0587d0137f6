import type { PlaywrightTestConfig } from '@playwright/test';

// What the production suite (playwright.config.ts) and the dev-mode smoke test
// (playwright.dev.config.ts) run the same way: one Chromium, launched alike, on the shell's origin.

/** npm test reads the JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) for its closing total. */
export const reporter: PlaywrightTestConfig['reporter'] = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']];

export const use: PlaywrightTestConfig['use'] = {
  baseURL: 'http://localhost:3000',
  trace: 'retain-on-failure',
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};
