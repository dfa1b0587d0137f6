import { describe, expect, it } from 'vitest';
import { parseRemoteEntries } from './remote-entries';

const valid = {
  marketing: 'http://localhost:3001/remoteEntry.js',
  library: 'http://localhost:3002/remoteEntry.js',
  chat: 'https://chat.example.com/remoteEntry.js',
  admin: '/admin/remoteEntry.js',
};

describe('parseRemoteEntries', () => {
  it('accepts absolute and relative entries, resolving them against the page', () => {
    const entries = parseRemoteEntries(valid);
    expect(entries.chat).toBe('https://chat.example.com/remoteEntry.js');
    expect(entries.admin).toBe(new URL('/admin/remoteEntry.js', window.location.href).href);
  });

  it('names every missing or invalid remote', () => {
    expect(() => parseRemoteEntries({ marketing: 'javascript:alert(1)', chat: 42 })).toThrow(
      'remotes.json is missing or has invalid entries: marketing (must be an http(s) URL), library (missing), chat (missing), admin (missing)',
    );
  });

  it('rejects anything that is not an object', () => {
    expect(() => parseRemoteEntries(['x'])).toThrow(/must be an object/);
    expect(() => parseRemoteEntries(null)).toThrow(/must be an object/);
  });
});
