import { describe, expect, it } from 'vitest';
import { devRemoteEntries, prodRemoteEntries, remoteNames } from '@app/shared/contracts';
import localRemotes from '../../../public/remotes.json' with { type: 'json' };
import productionTemplate from '../../../remotes.production.example.json' with { type: 'json' };

// remotes.json is deployment data, one file per environment (an operator edits it to move a
// remote); the two kept in the repository must say what the remotes contract says.
describe('the remotes.json files kept in shell/', () => {
  it('public/remotes.json names every remote of the contract at its local port', () => {
    expect(localRemotes).toEqual(devRemoteEntries());
    expect(Object.keys(localRemotes)).toEqual(remoteNames);
    expect(localRemotes.marketing).toBe('http://localhost:3001/remoteEntry.js');
  });

  it('remotes.production.example.json names every remote of the contract at its production origin', () => {
    expect(productionTemplate).toEqual(prodRemoteEntries());
    expect(Object.keys(productionTemplate)).toEqual(remoteNames);
  });
});
