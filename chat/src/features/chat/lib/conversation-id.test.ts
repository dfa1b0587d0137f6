import { afterEach, describe, expect, it, vi } from 'vitest';
import { conversationId, newConversationId } from './conversation-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('conversation id', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a v4 UUID made once for the module', () => {
    expect(conversationId).toMatch(UUID_V4);
    expect(newConversationId()).not.toBe(conversationId);
  });

  it('still makes a v4 UUID where randomUUID is missing (no secure context)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array as never) as T });
    const id = newConversationId();
    expect(id).toMatch(UUID_V4);
    expect(newConversationId()).not.toBe(id);
  });
});
