// A second environment of the built site, beside the suite's own (whose servers it never touches).
//
// What it starts: the same built shell (shell/dist, not rebuilt) served by a second shell server
// on :3000 + portOffset, and ONE remote served by a server of its own on that remote's suite port
// + portOffset (offset 10: shell :3010, library :3012, admin :3014; offset 20: :3020, :3022, ...).
// The second shell's remotes.json (REMOTES_FILE, as a deployment picks remotes.<env>.json) sends
// that remote to its own server and the other remotes to the suite's servers (:3001-:3004).
//
// What a test does with it: serves a folder as the remote (`start`), stops that one server by its
// pid and starts it again on the same folder or on a new build (`stopRemote`, `startRemote`), builds
// a variant of the remote into a folder of its own (`buildRemote`, through build-remote-variant.mjs:
// the working tree and <remote>/dist are never touched), and checks that the shell server kept its
// pid (`shell`) and that no other app's dist changed (`otherDistDigests`).
//
// How everything stops: the `secondEnvironment` fixture of the `test` exported here stops, in its
// teardown, each process an environment started (the remote's server, the shell's server, a build
// still running), each by its own pid (SIGTERM, then SIGKILL after a grace period), then removes
// the environment's temporary folder. Playwright runs that teardown whether the test passed,
// failed or timed out, so a failing test leaves no server on these ports.
//
// Used by deploy.spec.ts, library-deploy.spec.ts and remote-health.spec.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { appNames, appPorts, devRemoteEntries, hostName, REMOTE_ENTRY_FILE, type AppName, type RemoteName } from '@app/shared/contracts';
import { repoRoot, stopChild, tailOf, waitForUrl } from '../../bench/lib/processes';
import { expect, test as base } from './fixtures';

const serveScript = path.join(repoRoot, 'server/serve.mjs');
const variantScript = path.join(repoRoot, 'e2e/tests/support/build-remote-variant.mjs');
/** How long a server started here may take to answer. */
const START_TIMEOUT_MS = 10_000;

export interface SecondEnvironmentOptions {
  /** The remote this environment serves itself. */
  remote: RemoteName;
  /** Added to the suite's ports: the shell's (:3000) and the remote's. */
  portOffset: number;
}

export interface RemoteVariant {
  /** One visible text of the remote's source and what the build writes instead. */
  replace?: readonly [text: string, replacement: string];
  /** More environment for the build (LIBRARY_CONTENT_DIR, MF_BUILD_VERSION, ...). */
  env?: Record<string, string>;
}

/** A digest of every file under a folder: equal digests, untouched files. */
export function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** server/serve.mjs for one app, its stderr passed on with the app's name. */
function serve(app: AppName, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [serveScript, app], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${app} server] ${chunk.toString()}`));
  return { child, output: tailOf(child) };
}

export class SecondEnvironment {
  readonly remote: RemoteName;
  /** http://localhost:<3000 + offset>, the second shell. */
  readonly shellUrl: string;
  /** http://localhost:<remote's port + offset>, the remote's own server. */
  readonly remoteUrl: string;
  /** A temporary folder for builds and copies, removed by `stop`. */
  readonly work: string;
  private readonly shellPort: number;
  private readonly remotePort: number;
  private shellServer: ChildProcess | undefined;
  private remoteServer: ChildProcess | undefined;
  private readonly builds = new Set<ChildProcess>();

  constructor({ remote, portOffset }: SecondEnvironmentOptions) {
    this.remote = remote;
    this.shellPort = appPorts[hostName] + portOffset;
    this.remotePort = appPorts[remote] + portOffset;
    this.shellUrl = `http://localhost:${this.shellPort}`;
    this.remoteUrl = `http://localhost:${this.remotePort}`;
    this.work = mkdtempSync(path.join(os.tmpdir(), `candor-second-env-${remote}-`));
  }

  /** The second shell's server process (its pid and exitCode are what a test checks). */
  get shell(): ChildProcess {
    if (!this.shellServer) throw new Error('the second shell is not started: call start() first');
    return this.shellServer;
  }

  /** Serves `remoteDist` as the remote, then the second shell; resolves once both answer. */
  async start(remoteDist: string): Promise<void> {
    const remotesFile = path.join(this.work, 'remotes.second-environment.json');
    writeFileSync(remotesFile, JSON.stringify({ ...devRemoteEntries(), [this.remote]: `${this.remoteUrl}/${REMOTE_ENTRY_FILE}` }));
    const remote = this.serveRemote(remoteDist);
    const shell = serve(hostName, {
      [`${hostName.toUpperCase()}_PORT`]: String(this.shellPort),
      [`${this.remote.toUpperCase()}_ORIGIN`]: this.remoteUrl,
      REMOTES_FILE: remotesFile,
    });
    this.shellServer = shell.child;
    await Promise.all([remote, waitForUrl(`${this.shellUrl}/`, { timeoutMs: START_TIMEOUT_MS, ...shell })]);
  }

  /** Stops the remote's server by its pid; the shell keeps running. */
  async stopRemote(): Promise<void> {
    if (this.remoteServer) await stopChild(this.remoteServer);
  }

  /** Serves `remoteDist` as the remote again (after `stopRemote`); resolves once it answers. */
  async startRemote(remoteDist: string): Promise<void> {
    if (this.remoteServer && this.remoteServer.exitCode === null && this.remoteServer.signalCode === null) {
      throw new Error(`the ${this.remote} server still runs: stopRemote() first`);
    }
    await this.serveRemote(remoteDist);
  }

  /** A production build of the remote into `outDir` (build-remote-variant.mjs); resolves to its output. */
  buildRemote(outDir: string, variant: RemoteVariant = {}): Promise<string> {
    const child = spawn(process.execPath, [variantScript, this.remote, outDir, ...(variant.replace ?? [])], {
      cwd: repoRoot,
      env: { ...process.env, ...variant.env },
    });
    this.builds.add(child);
    const built = new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      child.on('exit', (code) => {
        this.builds.delete(child);
        if (code === 0) resolve(output);
        else reject(new Error(`${this.remote} variant build failed (${code}):\n${output}`));
      });
    });
    // A build stopped by the teardown of a test that never awaited it is not an unhandled rejection.
    built.catch(() => undefined);
    return built;
  }

  /** Digests of every other app's dist (the shell's and the other remotes'), by app. */
  otherDistDigests(): Partial<Record<AppName, string>> {
    return Object.fromEntries(
      appNames.filter((app) => app !== this.remote).map((app) => [app, fingerprint(path.join(repoRoot, app, 'dist'))]),
    );
  }

  /**
   * The member's session, signed in on the suite's shell, made available to the second shell's
   * origin too (one Supabase project, two origins of the same site).
   */
  async carrySession(page: Page): Promise<void> {
    const entries = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('sb-')));
    expect(entries.length, 'a stored Supabase session').toBeGreaterThan(0);
    await page.context().addInitScript(
      ({ origin, entries }) => {
        if (window.location.origin !== origin) return;
        for (const [key, value] of entries) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      },
      { origin: this.shellUrl, entries },
    );
  }

  /** Stops every process this environment started, each by its pid, and removes its folder. */
  async stop(): Promise<void> {
    for (const child of [...this.builds, this.remoteServer, this.shellServer]) if (child) await stopChild(child);
    rmSync(this.work, { recursive: true, force: true });
  }

  private async serveRemote(dist: string): Promise<void> {
    const name = this.remote.toUpperCase();
    const remote = serve(this.remote, { [`${name}_PORT`]: String(this.remotePort), [`${name}_DIST`]: dist });
    this.remoteServer = remote.child;
    await waitForUrl(`${this.remoteUrl}/${REMOTE_ENTRY_FILE}`, { timeoutMs: START_TIMEOUT_MS, ...remote });
  }
}

/** The suite's `test` with `secondEnvironment(options)`: every environment it opens is stopped in teardown. */
export const test = base.extend<{ secondEnvironment: (options: SecondEnvironmentOptions) => SecondEnvironment }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none.
  secondEnvironment: async ({}, provide) => {
    const opened: SecondEnvironment[] = [];
    await provide((options) => {
      const environment = new SecondEnvironment(options);
      opened.push(environment);
      return environment;
    });
    for (const environment of opened) await environment.stop();
  },
});

export { expect };
