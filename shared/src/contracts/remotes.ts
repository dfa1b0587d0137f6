// The contract between the shell and its remotes, stated once (`@app/shared/contracts`):
// which remotes there are, what each is called on screen, where it listens, and what every
// exposed module takes as props. The data lives in remotes.json beside this file so that Node
// scripts without a build step (server/apps.mjs, eslint.config.js, vitest.config.ts) read the
// same list; this module gives it types. The shell loads remotes through these types
// (shell/src/features/remotes/remote-registry.ts) and each remote's exposed module is checked
// against them with `satisfies RemoteExpose<…>` (e.g. marketing/src/exposes/legal.tsx);
// tools/contract-fixtures/contract-check.test.ts proves a mismatch fails the type-check.
import type { ComponentType } from 'react';
import contract from './remotes.json' with { type: 'json' };

/** The host that composes the remotes. */
export type HostName = keyof typeof contract.host;
export type RemoteName = keyof typeof contract.remotes;
export type AppName = HostName | RemoteName;

/** The remotes in their usual order (marketing, library, chat, admin). */
export const remoteNames = Object.keys(contract.remotes) as readonly RemoteName[];
export const hostName = Object.keys(contract.host)[0] as HostName;
/** The host first, then every remote. */
export const appNames: readonly AppName[] = [hostName, ...remoteNames];

/** How the shell names a remote to the visitor ("The Education Center could not be loaded"). */
export const remoteLabels = /* @__PURE__ */ Object.fromEntries(remoteNames.map((name) => [name, contract.remotes[name].label])) as Record<
  RemoteName,
  string
>;

/** Local ports: `pnpm dev`, `npm start` and the e2e suite. */
export const appPorts = /* @__PURE__ */ Object.fromEntries([
  [hostName, contract.host[hostName].port],
  ...remoteNames.map((name) => [name, contract.remotes[name].port] as const),
]) as Record<AppName, number>;

/** The file each remote publishes for the federation runtime. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** `http://localhost:<port>`, where an app answers on this machine. */
export function devOrigin(app: AppName): string {
  return `http://localhost:${appPorts[app]}`;
}

/** The local remotes.json (shell/public/remotes.json): each remote's entry on this machine. */
export function devRemoteEntries(): Record<RemoteName, string> {
  return Object.fromEntries(remoteNames.map((name) => [name, `${devOrigin(name)}/${REMOTE_ENTRY_FILE}`])) as Record<RemoteName, string>;
}

/** The production template (shell/remotes.production.example.json). */
export function prodRemoteEntries(): Record<RemoteName, string> {
  return Object.fromEntries(remoteNames.map((name) => [name, `${contract.remotes[name].prodOrigin}/${REMOTE_ENTRY_FILE}`])) as Record<
    RemoteName,
    string
  >;
}

/** The legal pages marketing renders under ./Legal, by their path without the slash. */
export type LegalPageId = 'medical-disclaimer' | 'privacy-policy' | 'terms-of-service';

/** A module mounted without props. */
export type NoProps = Record<never, never>;

/** Exactly one entry per remote named in remotes.json, no more: a remote added there must say what it exposes here. */
type EveryRemote<T extends { [N in RemoteName]: Record<`./${string}`, object> } & Record<Exclude<keyof T, RemoteName>, never>> = T;

/** Every exposed module of every remote, with the props the shell passes to it. */
export type RemoteExposes = EveryRemote<{
  marketing: { './Landing': NoProps; './Legal': { page: LegalPageId } };
  library: { './LibraryRoutes': NoProps };
  chat: { './ChatWidget': { defaultOpen?: boolean } };
  admin: { './AnalyticsPage': NoProps };
}>;

/** The names a remote exposes (the keys of its federation `exposes`). */
export type ExposeName<N extends RemoteName> = keyof RemoteExposes[N] & `./${string}`;
export type RemoteProps<N extends RemoteName, E extends ExposeName<N>> = RemoteExposes[N][E];
/** What an exposed module's default export must be: `export default Page satisfies RemoteExpose<'admin', './AnalyticsPage'>`. */
export type RemoteExpose<N extends RemoteName, E extends ExposeName<N>> = ComponentType<RemoteProps<N, E>>;

/** The id the federation runtime loads: 'marketing/Legal' for marketing's './Legal'. */
export type RemoteModuleId = {
  [N in RemoteName]: { [E in ExposeName<N>]: E extends `./${infer Path}` ? `${N}/${Path}` : never }[ExposeName<N>];
}[RemoteName];

/** What `loadRemote(id)` answers for each id. */
export type RemoteModules = {
  [Id in RemoteModuleId]: Id extends `${infer N extends RemoteName}/${infer Path}`
    ? `./${Path}` extends ExposeName<N>
      ? { default: RemoteExpose<N, `./${Path}`> }
      : never
    : never;
};

/** The remote an id belongs to. */
export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
