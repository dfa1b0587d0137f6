import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { devRemoteEntries } from '@app/shared/contracts';

// The shell's remote loads as track_remote_health receives them (migration
// 20250901091900_remote_health.sql): through the real registry, with the federation runtime and
// the network stubbed.

const loadRemote = vi.fn();
vi.mock('@module-federation/runtime', async (importOriginal) => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  satisfy: (await importOriginal<typeof import('@module-federation/runtime')>()).satisfy,
  getInstance: () => ({
    options: { name: 'shell', shared: { react: [{ version: '19.3.1', from: 'shell', shareConfig: { singleton: true } }] } },
  }),
}));

const SUPABASE_URL = 'http://127.0.0.1:54321';
const ANON_KEY = 'anon-key-for-tests-0123456789';
const posts: { url: string; init: RequestInit }[] = [];
let federation: unknown = { shared: [], metaData: { buildInfo: { buildVersion: '2025.09.01-7' } } };

beforeEach(() => {
  vi.resetModules();
  posts.length = 0;
  loadRemote.mockReset();
  localStorage.clear();
  vi.stubEnv('VITE_SUPABASE_URL', SUPABASE_URL);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', ANON_KEY);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  federation = { shared: [], metaData: { buildInfo: { buildVersion: '2025.09.01-7' } } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.includes('/rest/v1/rpc/')) {
        posts.push({ url, init });
        return new Response('1', { status: 200 });
      }
      if (url.endsWith('/mf-manifest.json')) return new Response(JSON.stringify(federation));
      return new Response(JSON.stringify(devRemoteEntries()));
    }),
  );
  window.history.replaceState(null, '', '/resources/chlamydia?q=my+secret');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function freshShell() {
  const registry = await import('../remotes/remote-registry');
  const health = await import('./remote-health');
  return { ...registry, ...health };
}

/** Waits for the version lookups, then sends what waits. */
async function sent(shell: Awaited<ReturnType<typeof freshShell>>) {
  await new Promise((r) => setTimeout(r, 0));
  await shell.pageRecorder().flush();
  return posts.flatMap((p) => (JSON.parse(String(p.init.body)) as { samples: Record<string, unknown>[] }).samples);
}

describe('remote loads in the sample', () => {
  beforeEach(() => localStorage.setItem('candor.remoteHealth.sampleRate', '1'));

  it('records ok, failed, timed out and contract broken, with the version from mf-manifest.json', async () => {
    const shell = await freshShell();
    loadRemote.mockResolvedValueOnce({ default: () => null });
    await shell.loadRemoteModule('library/LibraryRoutes');
    loadRemote.mockRejectedValueOnce(new Error('Failed to fetch http://localhost:3003/remoteEntry.js'));
    await expect(shell.loadRemoteModule('chat/ChatWidget')).rejects.toThrow();
    loadRemote.mockReturnValueOnce(new Promise(() => undefined));
    await expect(shell.loadRemoteModule('admin/AnalyticsPage', 30)).rejects.toThrow(/did not answer/);
    federation = {
      shared: [{ name: 'react', singleton: true, requiredVersion: '^20' }],
      metaData: { buildInfo: { buildVersion: 'bad-1' } },
    };
    await expect(shell.loadRemoteModule('marketing/Landing')).rejects.toThrow(/needs react/);

    const samples = await sent(shell);
    expect(samples.map((s) => [s.remote, s.metric, s.outcome, s.route, s.version])).toEqual([
      ['library', 'load', 'ok', '/resources/*', '2025.09.01-7'],
      ['chat', 'load', 'failed', '/resources/*', '2025.09.01-7'],
      ['admin', 'load', 'timeout', '/resources/*', '2025.09.01-7'],
      ['marketing', 'load', 'contract', '/resources/*', 'bad-1'],
    ]);
    for (const s of samples) {
      expect(typeof s.value).toBe('number');
      expect(s.value).toBeGreaterThanOrEqual(0);
    }
  });

  it('sends nothing personal: the anon key only, even for a signed-in member, and only the sample fields', async () => {
    localStorage.setItem(
      'sb-127-auth-token',
      JSON.stringify({
        access_token: 'member-token',
        expires_at: Date.now() / 1000 + 3600,
        user: { id: 'user-1', email: 'jane@example.com' },
      }),
    );
    const shell = await freshShell();
    loadRemote.mockResolvedValueOnce({ default: () => null });
    await shell.loadRemoteModule('library/LibraryRoutes');
    await sent(shell);
    expect(posts).toHaveLength(1);
    const { url, init } = posts[0]!;
    expect(url).toBe(`${SUPABASE_URL}/rest/v1/rpc/track_remote_health`);
    expect(init.credentials).toBe('omit');
    expect(init.headers).toEqual({ apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' });
    const body = String(init.body);
    for (const secret of ['member-token', 'user-1', 'jane@example.com', 'secret', 'chlamydia', navigator.userAgent]) {
      expect(body).not.toContain(secret);
    }
    const sample = (JSON.parse(body) as { samples: Record<string, unknown>[] }).samples[0]!;
    expect(Object.keys(sample).sort()).toEqual(['metric', 'outcome', 'remote', 'route', 'value', 'version']);
  });

  it('does not record a module that had already loaded', async () => {
    const shell = await freshShell();
    loadRemote.mockResolvedValue({ default: () => null });
    await shell.loadRemoteModule('library/LibraryRoutes');
    expect(shell.loadedRemoteModule('library/LibraryRoutes')).toBeDefined();
    expect(await sent(shell)).toHaveLength(1);
  });
});

describe('sampling', () => {
  it('records 10% of page loads by default: a draw under 0.1 is in', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.09);
    const shell = await freshShell();
    loadRemote.mockResolvedValue({ default: () => null });
    await shell.loadRemoteModule('library/LibraryRoutes');
    expect(shell.pageRecorder().sampled).toBe(true);
    expect(await sent(shell)).toHaveLength(1);
  });

  it('records 10% of page loads by default: a draw above 0.1 is out, and nothing extra is fetched', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.11);
    const shell = await freshShell();
    loadRemote.mockRejectedValue(new Error('down'));
    await expect(shell.loadRemoteModule('library/LibraryRoutes')).rejects.toThrow();
    expect(shell.pageRecorder().sampled).toBe(false);
    expect(await sent(shell)).toEqual([]);
    const fetched = vi.mocked(fetch).mock.calls.map((c) => String(c[0]));
    expect(fetched.filter((u) => u.includes('rpc'))).toEqual([]);
  });

  it('follows the build setting', async () => {
    vi.stubEnv('VITE_REMOTE_HEALTH_SAMPLE_RATE', '0.5');
    vi.spyOn(Math, 'random').mockReturnValue(0.4);
    const shell = await freshShell();
    expect(shell.pageRecorder().sampled).toBe(true);
  });

  it('records nothing at a rate of 0', async () => {
    vi.stubEnv('VITE_REMOTE_HEALTH_SAMPLE_RATE', '0');
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const shell = await freshShell();
    loadRemote.mockResolvedValue({ default: () => null });
    await shell.loadRemoteModule('library/LibraryRoutes');
    expect(await sent(shell)).toEqual([]);
  });
});
