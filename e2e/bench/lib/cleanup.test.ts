import { afterEach, describe, expect, it, vi } from 'vitest';
import { Cleanup } from './cleanup';

afterEach(() => vi.restoreAllMocks());

describe('Cleanup', () => {
  it('stops newest first, once, and carries on past a failing step', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const order: string[] = [];
    const cleanup = new Cleanup();
    cleanup.add('database', async () => void order.push('database'));
    cleanup.add('stack', async () => {
      order.push('stack');
      throw new Error('already gone');
    });
    cleanup.add('static servers', async () => void order.push('static servers'));
    await Promise.all([cleanup.run(), cleanup.run()]);
    expect(order).toEqual(['static servers', 'stack', 'database']);
    expect(console.error).toHaveBeenCalledWith('could not stop stack: already gone');
  });

  it('stops listening for signals once done', async () => {
    const before = process.listenerCount('SIGINT');
    const cleanup = new Cleanup().watchSignals();
    expect(process.listenerCount('SIGINT')).toBe(before + 1);
    await cleanup.run();
    expect(process.listenerCount('SIGINT')).toBe(before);
  });
});
