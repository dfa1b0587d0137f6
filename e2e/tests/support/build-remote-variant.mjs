// Builds one app for production into a folder of its own, optionally with one
// visible text changed in its source on the way through the compiler: what a
// team's small edit and redeploy produces, without touching the working tree or
// its dist/. The app's build reads its usual env (the library's LIBRARY_CONTENT_DIR
// builds another content folder).
//
//   node e2e/tests/support/build-remote-variant.mjs <app> <outDir> [<text in the source> <replacement>]
//
// Run by e2e/tests/support/second-environment.ts (`buildRemote`) for deploy.spec.ts,
// library-deploy.spec.ts and remote-health.spec.ts: one remote redeployed under a running shell.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apps, frontEndEnv, repoRoot } from '../../../server/apps.mjs';

const [appName, outDirArg, from, to] = process.argv.slice(2);
const usage = 'Usage: node e2e/tests/support/build-remote-variant.mjs <app> <outDir> [<text in the source> <replacement>]';
if (!appName || !outDirArg || (from === undefined) !== (to === undefined) || from === '' || to === '') {
  console.error(usage);
  process.exit(2);
}
if (!apps.some((a) => a.name === appName)) {
  console.error(`Unknown app "${appName}". Use one of: ${apps.map((a) => a.name).join(', ')}`);
  process.exit(2);
}

const appDir = path.join(repoRoot, appName);
const outDir = path.resolve(outDirArg);
if (outDir === path.join(appDir, 'dist') || outDir.startsWith(appDir + path.sep)) {
  console.error(`Refusing to write into ${appDir}: the variant goes to a folder of its own.`);
  process.exit(2);
}

// The app's own Vite, exactly as `pnpm --filter @app/<app> build` uses it.
const vitePkg = createRequire(path.join(appDir, 'package.json')).resolve('vite/package.json');
const viteEntry = path.join(path.dirname(vitePkg), 'dist/node/index.js');
if (!existsSync(viteEntry)) {
  console.error(`Vite is not installed for ${appName} (${viteEntry}). Run pnpm install.`);
  process.exit(1);
}
const { build } = await import(pathToFileURL(viteEntry).href);

Object.assign(process.env, frontEndEnv(process.env));

const srcDir = path.join(appDir, 'src') + path.sep;
const needle = `>${from}<`;
let changed = 0;

/** Replaces a JSX text node in the app's own source, before any other plugin sees it. */
const visibleChange = {
  name: 'candor-visible-change',
  enforce: 'pre',
  transform(code, id) {
    if (!id.startsWith(srcDir) || /\.test\.[jt]sx?$/.test(id) || !code.includes(needle)) return null;
    changed += 1;
    return { code: code.replaceAll(needle, `>${to}<`), map: null };
  },
  buildEnd() {
    if (changed === 0) this.error(`"${from}" is not a text of ${appName}'s source: the build would not change anything visible.`);
  },
};

const started = Date.now();
const plugins = from === undefined ? [] : [visibleChange];
await build({
  root: appDir,
  configFile: path.join(appDir, 'vite.config.ts'),
  configLoader: 'runner',
  mode: 'production',
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  plugins,
});
console.log(`${appName} built into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s (${changed} module(s) changed)`);
