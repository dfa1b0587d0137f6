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
  '@supabase/supabase-js': singleton(peers['@supabase/supabase-js']),
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
