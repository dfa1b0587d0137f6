// Build-time only: one Vite config shape for the shell and every remote.
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import type { AppName, ExposeName, RemoteName } from '../src/contracts/remotes';
import { sharedSingletons } from './singletons';

interface CommonOptions {
  port: number;
  extra?: UserConfig;
}

/**
 * The host, or a remote exposing exactly the modules the contract names for it
 * (shared/src/contracts/remotes.ts): a missing, extra or misspelled expose fails the type-check.
 */
type AppConfigOptions<N extends AppName> = CommonOptions & { name: N } & (N extends RemoteName
    ? { /** One module per mount point. */ exposes: Record<ExposeName<N>, string> }
    : { exposes?: undefined });

/**
 * A remote's standalone page (docs/architecture.md#a-remotes-folder), the same for every remote
 * but its title: the remote's index.html only has to exist for Vite, and this replaces its text.
 */
export function standalonePage(name: string): Plugin {
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Candor ${name} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;
  return { name: 'candor:standalone-page', transformIndexHtml: { order: 'pre', handler: () => html } };
}

export function defineAppConfig<N extends AppName>({ name, port, exposes, extra = {} }: AppConfigOptions<N>) {
  const origin = `http://localhost:${port}`;
  const isRemote = Boolean(exposes);
  return defineConfig(({ command }) => ({
    // A remote's assets must resolve against its own origin, never the shell's:
    // absolute in dev, relative to remoteEntry.js in a build (deployable anywhere).
    base: isRemote ? (command === 'serve' ? `${origin}/` : './') : '/',
    plugins: [
      react(),
      tailwindcss(),
      federation({
        name,
        // The host's own entry has a content hash in its name: under assets/ it is cached for a
        // year like every hashed file, instead of fetched again on every page load (it is on the
        // path to the first render).
        ...(isRemote ? { filename: 'remoteEntry.js', exposes, manifest: true } : { filename: 'assets/remoteEntry-[hash].js', remotes: {} }),
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        dts: false,
        // Production: the shell publishes the federation runtime once and the
        // remotes use it (~19 KB gzip less per remote). In dev each keeps its
        // own, so a remote still runs alone.
        ...(command === 'build' ? { experiments: isRemote ? { externalRuntime: true } : { provideExternalRuntime: true } } : {}),
      }),
      ...(isRemote ? [standalonePage(name)] : []),
      ...(extra.plugins ?? []),
    ],
    server: { host: '127.0.0.1', port, strictPort: true, origin, cors: true },
    preview: { host: '127.0.0.1', port, strictPort: true, cors: true },
    build: { target: 'chrome89', sourcemap: false, ...extra.build },
    define: extra.define,
    resolve: extra.resolve,
  }));
}
