// Build-time only: the share contract every app's federation config uses.
// The ranges are @app/shared's peer dependencies, so one file states them.
import pkg from '../package.json' with { type: 'json' };
import { appPorts, type AppName } from '../src/contracts/remotes';

const peers = pkg.peerDependencies;

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export const sharedSingletons = {
  react: singleton(peers.react),
  'react/': singleton(peers.react),
  'react-dom': singleton(peers['react-dom']),
  'react-dom/': singleton(peers['react-dom']),
  zustand: singleton(peers.zustand),
  // react-router-dom and supabase-js are singletons through @app/shared, the only
  // module allowed to import them (ESLint enforces this); they have no share entry
  // of their own. A federation host loads every share entry when it starts, and a
  // shared package is not tree-shaken: the router shared whole and supabase-js
  // would put 66 KB + 60 KB gzip on the landing page's critical path. Inside
  // @app/shared the router is tree-shaken and supabase-js loads on first use.
  '@app/shared': singleton(`^${pkg.version}`),
};

/** The contract a remote is checked against when the shell loads it. */
export const shareContract = Object.fromEntries(
  Object.entries(sharedSingletons)
    .filter(([name]) => !name.endsWith('/'))
    .map(([name, cfg]) => [name, cfg.requiredVersion]),
);

/** The five apps' local ports, from the remotes contract (shared/src/contracts/remotes.json). */
export type AppPorts = Record<AppName, number>;

export const defaultPorts: AppPorts = appPorts;
