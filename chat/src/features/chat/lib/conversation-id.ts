/** RFC 4122 version 4 from getRandomValues, for pages served without a secure context. */
function fallbackUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function newConversationId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : fallbackUuid();
}

/**
 * One conversation per page load (docs/product.md#chat-guide): made when the module is first evaluated, so
 * closing and reopening the widget, or leaving / and coming back, keeps it; a reload starts anew.
 */
export const conversationId = newConversationId();
