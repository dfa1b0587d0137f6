// Build-time only: one Vite config shape for the shell and every remote.
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { sharedSingletons } from './singletons';

interface AppConfigOptions {
  name: string;
  port: number;
  /** Remotes only: one module per mount point. */
  exposes?: Record<string, string>;
  extra?: UserConfig;
}

export function defineAppConfig({ name, port, exposes, extra = {} }: AppConfigOptions) {
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
        ...(isRemote ? { filename: 'remoteEntry.js', exposes, manifest: true } : { remotes: {} }),
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        dts: false,
        // Production: the shell publishes the federation runtime once and the
        // remotes use it (~19 KB gzip less per remote). In dev each keeps its
        // own, so a remote still runs alone.
        ...(command === 'build' ? { experiments: isRemote ? { externalRuntime: true } : { provideExternalRuntime: true } } : {}),
      }),
      ...(extra.plugins ?? []),
    ],
    server: { host: '127.0.0.1', port, strictPort: true, origin, cors: true },
    preview: { host: '127.0.0.1', port, strictPort: true, cors: true },
    build: { target: 'chrome89', sourcemap: false, ...extra.build },
    define: extra.define,
    resolve: extra.resolve,
  }));
}
