/** Limits the chat-guide function enforces too (1-2000 characters). */
export const MAX_MESSAGE_CHARS = 2000;

/** Sent as meta.version so the server can tell widget releases apart. */
export const WIDGET_VERSION = '1.0.0';
export const WIDGET_SOURCE = 'web-widget';

/** A reply slower than this is treated as unreachable rather than left pending forever. */
export const REPLY_TIMEOUT_MS = 20_000;
