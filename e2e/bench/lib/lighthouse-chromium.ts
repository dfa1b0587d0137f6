// The Chromium that Lighthouse measures in (bench:landing, bench:members): headless, launched with
// the suite's flags (playwright.shared.ts), its DevTools port open, in a fresh profile of its own.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.shared';

/** The flags Lighthouse's Chromium is started with. */
export const LIGHTHOUSE_CHROMIUM_ARGS: readonly string[] = ['--headless=new', ...CHROMIUM_ARGS];

export interface DebuggingChromium {
  port: number;
  /** SIGTERM to this Chromium's own process. */
  stop: () => void;
}

/**
 * Starts Chromium on a random DevTools port in [firstPort, firstPort + spread) with a new profile
 * under the temporary folder (named profilePrefix…); resolves once the port answers, fails after 20 s.
 */
export async function startDebuggingChromium(firstPort: number, spread: number, profilePrefix: string): Promise<DebuggingChromium> {
  const port = firstPort + Math.floor(Math.random() * spread);
  const profile = mkdtempSync(path.join(os.tmpdir(), profilePrefix));
  const child = spawn(
    CHROMIUM_PATH,
    [...LIGHTHOUSE_CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop: () => child.kill('SIGTERM') };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('Chromium did not open its debugging port');
}

/** The middle run of a few Lighthouse runs (the upper one of the two middles for an even count). */
export function middleRun(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
