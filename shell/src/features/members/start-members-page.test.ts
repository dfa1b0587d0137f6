import { describe, expect, it, vi } from 'vitest';
import { startMembersPage, type MembersPageStarters } from './start-members-page';

vi.mock('../remotes/remote-registry', () => ({ startRemoteModuleEarly: vi.fn() }));

function starters() {
  return {
    startAuth: vi.fn<MembersPageStarters['startAuth']>(async () => undefined),
    startRemoteModuleEarly: vi.fn<MembersPageStarters['startRemoteModuleEarly']>(async () => ({})),
  };
}

describe('startMembersPage', () => {
  it('starts the session and the library together on a library page with a stored session', () => {
    for (const path of ['/resources/prep-guide', '/educational-resources', '/search', '/resources/understanding-stis']) {
      const s = starters();
      expect(startMembersPage(path, true, s), path).toEqual({ auth: true, remote: 'library/LibraryRoutes' });
      expect(s.startAuth).toHaveBeenCalledTimes(1);
      expect(s.startRemoteModuleEarly).toHaveBeenCalledWith('library/LibraryRoutes');
    }
  });

  it('loads no remote code without a stored session: the guard sends that visitor to /auth', () => {
    const s = starters();
    expect(startMembersPage('/resources/prep-guide', false, s)).toEqual({ auth: true, remote: null });
    expect(s.startAuth).toHaveBeenCalledTimes(1);
    expect(s.startRemoteModuleEarly).not.toHaveBeenCalled();
  });

  it('starts only the session for a members page of the shell', () => {
    const s = starters();
    expect(startMembersPage('/account', true, s)).toEqual({ auth: true, remote: null });
    expect(s.startRemoteModuleEarly).not.toHaveBeenCalled();
  });

  it('starts nothing on a public page', () => {
    for (const path of ['/', '/auth', '/privacy-policy', '/analytics', '/no-such-page']) {
      const s = starters();
      expect(startMembersPage(path, true, s), path).toEqual({ auth: false, remote: null });
      expect(s.startAuth).not.toHaveBeenCalled();
      expect(s.startRemoteModuleEarly).not.toHaveBeenCalled();
    }
  });

  it('leaves a failed load to the mount, with no unhandled rejection', async () => {
    const s = starters();
    s.startRemoteModuleEarly.mockRejectedValue(new Error('down'));
    startMembersPage('/search', true, s);
    await Promise.resolve();
    expect(s.startRemoteModuleEarly).toHaveBeenCalledTimes(1);
  });
});
