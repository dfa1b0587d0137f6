import { beforeEach, describe, expect, it, vi } from 'vitest';

const getInstance = vi.fn();
vi.mock('@module-federation/runtime', async (importOriginal) => ({
  // The runtime's own semver check is what the contract uses: test it for real.
  satisfy: (await importOriginal<typeof import('@module-federation/runtime')>()).satisfy,
  getInstance: () => getInstance(),
}));

const { checkRemoteContract, describeBreaches, findContractBreaches, parseManifestShares, providedSingletons, VersionContractError } =
  await import('./version-contract');

const provided = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5', zustand: '5.1.0', '@app/shared': '1.0.0' };

const share = (name: string, requiredVersion: string | false, singleton = true) => ({ name, requiredVersion, singleton });

/** The shell's instance as the runtime keeps it: its own shares, plus whatever remotes registered. */
function shellInstance() {
  const own = (version: string, singleton = true) => ({
    version,
    from: 'shell',
    shareConfig: { singleton, requiredVersion: `^${version}` },
  });
  return {
    options: {
      name: 'shell',
      shared: {
        react: [own('19.3.1'), { version: '20.0.0', from: 'admin', shareConfig: { singleton: true, requiredVersion: '^20.0.0' } }],
        'react/': [own('19.3.1')],
        zustand: [own('5.1.0')],
        'not-a-singleton': [own('1.0.0', false)],
      },
    },
  };
}

function manifestWith(shared: unknown[]) {
  return { id: 'admin', name: 'admin', shared, exposes: [] };
}

describe('findContractBreaches', () => {
  it('accepts the ranges every app is built with today', async () => {
    // The ranges of the share contract itself (shared/federation/singletons.ts), not a copy of them.
    const { shareContract } = await import('@app/shared/federation');
    const shares = Object.entries(shareContract).map(([name, range]) => share(name, range));
    expect(shares.map((s) => s.name).sort()).toEqual(['@app/shared', 'react', 'react-dom', 'zustand']);
    expect(findContractBreaches(shares, provided)).toEqual([]);
  });

  it('caret: same major only, never below the floor', () => {
    expect(findContractBreaches([share('react', '^19.0.0')], provided)).toEqual([]);
    expect(findContractBreaches([share('react', '^20')], provided)).toEqual([{ packageName: 'react', needed: '^20', provided: '19.3.1' }]);
    expect(findContractBreaches([share('react', '^19.4.0')], provided)).toEqual([
      { packageName: 'react', needed: '^19.4.0', provided: '19.3.1' },
    ]);
  });

  it('tilde: same minor only', () => {
    expect(findContractBreaches([share('react-router-dom', '~7.18.0')], provided)).toEqual([]);
    expect(findContractBreaches([share('react-router-dom', '~7.17.0')], provided)).toEqual([
      { packageName: 'react-router-dom', needed: '~7.17.0', provided: '7.18.5' },
    ]);
  });

  it('exact versions and compound ranges', () => {
    expect(findContractBreaches([share('zustand', '5.1.0')], provided)).toEqual([]);
    expect(findContractBreaches([share('zustand', '5.0.9')], provided)).toEqual([
      { packageName: 'zustand', needed: '5.0.9', provided: '5.1.0' },
    ]);
    expect(findContractBreaches([share('react', '>=19 <20'), share('zustand', '^4 || ^5')], provided)).toEqual([]);
  });

  it('flags a remote that bundles its own copy of a singleton', () => {
    expect(findContractBreaches([share('react', '^19.3.1', false)], provided)).toEqual([
      { packageName: 'react', needed: 'its own copy (not shared as a singleton)', provided: '19.3.1' },
    ]);
  });

  it('ignores packages the shell does not provide and remotes without a range', () => {
    expect(findContractBreaches([share('lucide-react', '^99'), share('react', false)], provided)).toEqual([]);
  });
});

describe('describeBreaches', () => {
  it('says what is needed and what the site provides', () => {
    expect(describeBreaches('analytics dashboard', [{ packageName: 'react', needed: '^20', provided: '19.3.1' }])).toBe(
      'The analytics dashboard needs react ^20 but this site provides 19.3.1.',
    );
    expect(
      describeBreaches('chat guide', [
        { packageName: 'react', needed: '^20', provided: '19.3.1' },
        { packageName: 'zustand', needed: 'its own copy (not shared as a singleton)', provided: '5.1.0' },
      ]),
    ).toBe('The chat guide needs react ^20 but this site provides 19.3.1; zustand as its own copy, but this site shares 5.1.0.');
  });
});

describe('parseManifestShares', () => {
  it('reads name, range and singleton from the federation manifest', () => {
    const shares = parseManifestShares(
      manifestWith([
        { id: 'admin:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1', assets: {} },
        { id: 'admin:clsx', name: 'clsx', version: '2.1.1' },
      ]),
    );
    expect(shares).toEqual([share('react', '^19.3.1'), share('clsx', false, false)]);
  });

  it('says what is wrong with a manifest it cannot use', () => {
    expect(() => parseManifestShares({ exposes: [] })).toThrow('mf-manifest.json has no "shared" list');
    expect(() => parseManifestShares(manifestWith([{ version: '1' }]))).toThrow('mf-manifest.json shared[0] has no package name');
    expect(() => parseManifestShares(manifestWith([{ name: 'react', requiredVersion: 20 }]))).toThrow(
      'mf-manifest.json shared[0] (react) has an invalid requiredVersion',
    );
  });
});

describe('providedSingletons', () => {
  it("lists the shell's own singletons, not what remotes registered", () => {
    getInstance.mockReturnValue(shellInstance());
    expect(providedSingletons()).toEqual({ react: '19.3.1', zustand: '5.1.0' });
  });

  it('is empty before the runtime exists', () => {
    getInstance.mockReturnValue(null);
    expect(providedSingletons()).toEqual({});
  });
});

describe('checkRemoteContract', () => {
  const entry = 'http://localhost:3004/remoteEntry.js';
  let fetchMock: ReturnType<typeof vi.fn>;

  function answer(...bodies: unknown[]) {
    fetchMock = vi.fn();
    for (const body of bodies) fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body)));
    vi.stubGlobal('fetch', fetchMock);
  }

  beforeEach(() => {
    getInstance.mockReturnValue(shellInstance());
  });

  it('reports a mismatch in the console and as an error naming the part, then reads the manifest again on retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(
      manifestWith([{ name: 'react', singleton: true, requiredVersion: '^20.0.0' }]),
      manifestWith([{ name: 'react', singleton: true, requiredVersion: '^19.3.1' }]),
    );
    const failure = checkRemoteContract('admin', 'analytics dashboard', entry);
    await expect(failure).rejects.toBeInstanceOf(VersionContractError);
    await expect(failure).rejects.toThrow('The analytics dashboard needs react ^20.0.0 but this site provides 19.3.1.');
    expect(error).toHaveBeenCalledWith('[remotes] version contract broken: admin needs react ^20.0.0 but this site provides 19.3.1');
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:3004/mf-manifest.json', { cache: 'no-cache' });
    await expect(checkRemoteContract('admin', 'analytics dashboard', entry)).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lets a remote without a readable manifest load, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('not found', { status: 404 })),
    );
    await expect(checkRemoteContract('chat', 'chat guide', 'http://localhost:3003/remoteEntry.js')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[remotes] the version contract of chat could not be checked:', 'mf-manifest.json answered 404');
  });
});
