import { beforeEach, describe, expect, it, vi } from 'vitest';
import { devRemoteEntries, remoteNames } from '@app/shared/contracts';

const loadRemote = vi.fn();
const registerRemotes = vi.fn();
vi.mock('@module-federation/runtime', async (importOriginal) => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (remotes: unknown) => registerRemotes(remotes),
  registerPlugins: vi.fn(),
  satisfy: (await importOriginal<typeof import('@module-federation/runtime')>()).satisfy,
  getInstance: () => ({
    options: {
      name: 'shell',
      shared: { react: [{ version: '19.3.1', from: 'shell', shareConfig: { singleton: true, requiredVersion: '^19.3.1' } }] },
    },
  }),
}));

// The local remotes.json (http://localhost:3001/remoteEntry.js for marketing, …).
const entries = devRemoteEntries();

/** remotes.json answers `body`; each remote's mf-manifest.json answers `federation` (404 when absent). */
function answerRemoteEntries(body: unknown, status = 200, federation?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/mf-manifest.json')) {
        return federation ? new Response(JSON.stringify(federation)) : new Response('not found', { status: 404 });
      }
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

async function freshRegistry() {
  vi.resetModules();
  return import('./remote-registry');
}

describe('remote registry', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    registerRemotes.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('registers every remote from remotes.json and loads a module', async () => {
    answerRemoteEntries(entries);
    const Landing = () => null;
    loadRemote.mockResolvedValue({ default: Landing });
    const { loadRemoteModule, loadedRemoteModule } = await freshRegistry();
    expect(loadedRemoteModule('marketing/Landing')).toBeUndefined();
    await expect(loadRemoteModule('marketing/Landing')).resolves.toEqual({ default: Landing });
    // Kept for a mount that renders it in its first commit.
    expect(loadedRemoteModule('marketing/Landing')).toEqual({ default: Landing });
    expect(loadedRemoteModule('library/LibraryRoutes')).toBeUndefined();
    expect(registerRemotes).toHaveBeenCalledWith(remoteNames.map((name) => ({ name, entry: entries[name], type: 'module' })));
    expect(remoteNames).toEqual(['marketing', 'library', 'chat', 'admin']);
  });

  it('names the part that is down', async () => {
    answerRemoteEntries(entries);
    loadRemote.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const { loadRemoteModule } = await freshRegistry();
    await expect(loadRemoteModule('library/LibraryRoutes')).rejects.toMatchObject({
      name: 'RemoteLoadError',
      remote: 'library',
      message: 'The Education Center could not be loaded (Failed to fetch dynamically imported module).',
    });
  });

  it('gives up on a remote that never answers', async () => {
    answerRemoteEntries(entries);
    loadRemote.mockReturnValue(new Promise(() => undefined));
    const { loadRemoteModule } = await freshRegistry();
    await expect(loadRemoteModule('admin/AnalyticsPage', 50)).rejects.toMatchObject({
      remote: 'admin',
      message: 'The analytics dashboard did not answer within 0 seconds.',
    });
  });

  it('refuses a remote built for another React before running any of its code', async () => {
    answerRemoteEntries(entries, 200, { shared: [{ name: 'react', singleton: true, requiredVersion: '^20' }] });
    const { loadRemoteModule } = await freshRegistry();
    await expect(loadRemoteModule('admin/AnalyticsPage')).rejects.toMatchObject({
      name: 'RemoteLoadError',
      remote: 'admin',
      message: 'The analytics dashboard needs react ^20 but this site provides 19.3.1.',
    });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('loads a remote whose ranges the shell satisfies', async () => {
    answerRemoteEntries(entries, 200, { shared: [{ name: 'react', singleton: true, requiredVersion: '^19.0.0' }] });
    const remoteModule = { default: () => null };
    loadRemote.mockResolvedValue(remoteModule);
    const { loadRemoteModule } = await freshRegistry();
    await expect(loadRemoteModule('admin/AnalyticsPage')).resolves.toBe(remoteModule);
    expect(loadRemote).toHaveBeenCalledWith('admin/AnalyticsPage');
  });

  it('rejects a module without a component', async () => {
    answerRemoteEntries(entries);
    loadRemote.mockResolvedValue({ something: 1 });
    const { loadRemoteModule } = await freshRegistry();
    await expect(loadRemoteModule('chat/ChatWidget')).rejects.toThrow('The chat guide did not provide chat/ChatWidget.');
  });

  it('joins a load already under way, and starts a new one after a failure', async () => {
    answerRemoteEntries(entries);
    let answer: (value: unknown) => void = () => undefined;
    loadRemote.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { loadRemoteModule } = await freshRegistry();
    // bootstrap.tsx starts the library while the session is confirmed; the mount then asks too.
    const early = loadRemoteModule('library/LibraryRoutes');
    const mount = loadRemoteModule('library/LibraryRoutes');
    expect(mount).toBe(early);
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(1));
    const library = { default: () => null };
    answer(library);
    await expect(mount).resolves.toBe(library);

    loadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(loadRemoteModule('chat/ChatWidget')).rejects.toThrow('could not be loaded');
    const chat = { default: () => null };
    loadRemote.mockResolvedValueOnce(chat);
    await expect(loadRemoteModule('chat/ChatWidget')).resolves.toBe(chat);
  });

  it('gives the mount the outcome of a load started early, even a failure already in; a Retry loads again', async () => {
    answerRemoteEntries(entries);
    loadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { loadRemoteModule, startRemoteModuleEarly } = await freshRegistry();
    // bootstrap.tsx starts the library for the page being opened; it fails before the guard mounts it.
    const early = startRemoteModuleEarly('library/LibraryRoutes');
    await expect(early).rejects.toThrow('could not be loaded');
    // The mount gets that same failure (one failed load for one page opened), not a second load.
    const mount = loadRemoteModule('library/LibraryRoutes');
    expect(mount).toBe(early);
    await expect(mount).rejects.toThrow('could not be loaded');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    // Retry asks again: a new load.
    const library = { default: () => null };
    loadRemote.mockResolvedValueOnce(library);
    await expect(loadRemoteModule('library/LibraryRoutes')).resolves.toBe(library);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('reports a broken remotes.json and fetches it again on retry', async () => {
    answerRemoteEntries({}, 500);
    const { loadRemoteModule } = await freshRegistry();
    await expect(loadRemoteModule('marketing/Landing')).rejects.toThrow('The home page could not be loaded (remotes.json answered 500).');
    answerRemoteEntries(entries);
    const landing = { default: () => null };
    loadRemote.mockResolvedValue(landing);
    await expect(loadRemoteModule('marketing/Landing')).resolves.toBe(landing);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });
});
