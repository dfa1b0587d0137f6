#!/usr/bin/env node
// `npm start`, `pnpm dev` and `npm test` from a fresh clone. Only Node built-ins
// are used until the workspace is installed.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { apps, frontEndEnv, repoRoot, stack } from '../server/apps.mjs';

const PNPM_VERSION = '10.34.9';
const command = process.argv[2];

function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  return ['npx', '-y', `pnpm@${PNPM_VERSION}`];
}

const pnpm = pnpmCommand();

function run(args, { env = process.env, label } = {}) {
  if (label) console.log(`\n▶ ${label}`);
  const [cmd, ...rest] = [...pnpm, ...args];
  const result = spawnSync(cmd, rest, { cwd: repoRoot, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ ${label ?? args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function install() {
  run(['install', '--frozen-lockfile', '--prefer-offline'], { label: 'Installing dependencies (pnpm)' });
}

function build() {
  run(['run', 'build'], { env: frontEndEnv(), label: 'Building the shell and the four remotes for production' });
}

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

function printTable(mode) {
  const rows = [
    ['Site (shell)', 'http://localhost:3000'],
    ...apps.filter((a) => a.name !== 'shell').map((a) => [`Remote: ${a.name}`, `http://localhost:${a.port}/remoteEntry.js`]),
    ['Supabase API (local)', stack.apiUrl],
    ['Mail inbox', stack.inboxUrl],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`\nCandor is running (${mode}).\n`);
  for (const [what, where] of rows) console.log(`  ${what.padEnd(width)}  ${where}`);
  console.log('\n  Make an account admin:  pnpm admin:grant you@example.com   (npx -y pnpm@10.34.9 admin:grant ... without pnpm)');
  console.log('  Stop everything:        Ctrl-C\n');
}

async function serve(mode) {
  const { concurrently } = await import('concurrently');
  const pnpmLine = pnpm.join(' ');
  const commands =
    mode === 'production'
      ? [{ name: 'apps', command: 'node server/serve.mjs all' }]
      : apps.map((a) => ({ name: a.name, command: `${pnpmLine} --filter @app/${a.name} dev` }));
  // concurrently takes the environment per command (an `env` beside `cwd` is ignored): without
  // it the dev servers never saw VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY.
  const env = frontEndEnv();
  const { result } = concurrently(
    [...commands, { name: 'supabase', command: `${pnpmLine} --filter @app/supabase-local start` }].map((c) => ({ ...c, env })),
    { cwd: repoRoot, killOthersOn: ['failure'], prefixColors: ['cyan', 'magenta', 'yellow', 'green', 'blue', 'gray'] },
  );
  const urls = [
    ...apps.map((a) => (a.name === 'shell' ? `http://localhost:${a.port}/` : `http://localhost:${a.port}/remoteEntry.js`)),
    `${stack.apiUrl}/auth/v1/health`,
    `${stack.inboxUrl}/api/v1/messages`,
  ];
  // In dev, Vite serves remoteEntry.js only once asked; the dev HTML answering is enough.
  const checks = mode === 'production' ? urls : [...apps.map((a) => `http://localhost:${a.port}/`), ...urls.slice(-2)];
  Promise.all(checks.map((u) => waitFor(u))).then((ok) => {
    if (ok.every(Boolean)) printTable(mode);
    else console.error('\nSome servers did not answer in time:', checks.filter((_, i) => !ok[i]).join(', '));
  });
  try {
    await result;
  } catch {
    // Ctrl-C or a failed server: concurrently already stopped the others.
  }
}

const resultsDir = path.join(repoRoot, 'node_modules', '.test-results');

/** One closing line over both runners: "Total: N passed, N failed". */
function printTotal() {
  let passed = 0;
  let failed = 0;
  let flaky = 0;
  try {
    const v = JSON.parse(readFileSync(path.join(resultsDir, 'vitest.json'), 'utf8'));
    passed += v.numPassedTests;
    failed += v.numFailedTests;
  } catch {
    // vitest did not get to write its report
  }
  for (const report of ['playwright.json', 'playwright-dev.json']) {
    try {
      const p = JSON.parse(readFileSync(path.join(resultsDir, report), 'utf8'));
      passed += p.stats.expected;
      flaky += p.stats.flaky;
      failed += p.stats.unexpected;
    } catch {
      // that Playwright run did not happen
    }
  }
  console.log(`\nTotal: ${passed} passed, ${failed} failed${flaky > 0 ? `, ${flaky} flaky (failed once, passed on the retry)` : ''}`);
}

function test() {
  const env = frontEndEnv({
    ...process.env,
    CI: process.env.CI ?? '',
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(resultsDir, 'playwright.json'),
  });
  rmSync(resultsDir, { recursive: true, force: true });
  process.on('exit', printTotal);
  run(['run', 'typecheck'], { label: 'Type-checking every package (tsc --noEmit)', env });
  run(['run', 'lint'], { label: 'Linting (ESLint: import boundaries and cycles, accessibility, Testing Library, vitest)', env });
  run(['run', 'format:check'], { label: 'Checking formatting (Prettier; `pnpm exec prettier --write .` fixes it)', env });
  run(['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(resultsDir, 'vitest.json')}`], {
    label: 'Unit, component, database and local-stack tests (vitest)',
    env,
  });
  build();
  run(['run', 'check:secrets'], { label: 'Checking that no secret is in any built file', env });
  run(['--filter', '@app/e2e', 'test'], { label: 'End-to-end tests on the production build (Playwright, Chromium)', env });
  const devEnv = { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(resultsDir, 'playwright-dev.json') };
  run(['--filter', '@app/e2e', 'test:dev'], { label: 'Dev-mode smoke test (pnpm dev: Vite dev servers and the local stack)', env: devEnv });
}

switch (command) {
  case 'start':
    install();
    build();
    await serve('production');
    break;
  case 'dev':
    install();
    await serve('dev');
    break;
  case 'test':
    install();
    test();
    break;
  default:
    console.error('Usage: node launcher/cli.mjs start|dev|test');
    process.exit(2);
}
