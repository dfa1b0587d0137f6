// Build-time only: the share contract every app's federation config uses.
// The ranges are @app/shared's peer dependencies, so one file states them.
import pkg from '../package.json' with { type: 'json' };

const peers = pkg.peerDependencies;

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export const sharedSingletons = {
  react: singleton(peers.react),
  'react/': singleton(peers.react),
  'react-dom': singleton(peers['react-dom']),
  'react-dom/': singleton(peers['react-dom']),
  'react-router-dom': singleton(peers['react-router-dom']),
  zustand: singleton(peers.zustand),
  // supabase-js is a singleton through @app/shared, the only module allowed to import it
  // (ESLint enforces this). It has no share entry of its own because a federation host
  // loads every share entry when it starts, which would put 60 KB on the landing page's
  // critical path; @app/shared loads it on first use instead.
  '@app/shared': singleton(`^${pkg.version}`),
};

/** The contract a remote is checked against when the shell loads it. */
export const shareContract = Object.fromEntries(
  Object.entries(sharedSingletons)
    .filter(([name]) => !name.endsWith('/'))
    .map(([name, cfg]) => [name, cfg.requiredVersion]),
);

export interface AppPorts {
  shell: number;
  marketing: number;
  library: number;
  chat: number;
  admin: number;
}

export const defaultPorts: AppPorts = { shell: 3000, marketing: 3001, library: 3002, chat: 3003, admin: 3004 };
