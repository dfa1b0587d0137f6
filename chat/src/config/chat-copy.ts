import { CHAT_GUIDE_NAME, PRODUCT_NAME } from '@app/shared';

/**
 * Every text the widget shows, in one place; the exact wording of docs/product.md#chat-guide and
 * docs/product.md#errors where they give it.
 */
export const chatCopy = {
  launcher: 'Live Chat',
  panelTitle: CHAT_GUIDE_NAME,
  close: 'Close chat',
  greeting: `Hi, I'm the ${CHAT_GUIDE_NAME}: private, judgment-free support for testing timelines, symptoms, and next steps, ask me anything.`,
  thinking: `${PRODUCT_NAME} is thinking...`,
  loadingHistory: 'Loading your conversation...',
  inputLabel: 'Your message',
  inputPlaceholder: 'Ask a question...',
  send: 'Send',
  conversationLabel: 'Conversation',
  suggestionsLabel: 'Suggested questions',
  emergency: 'In an emergency, call 911 (US) or your local emergency number.',
  disclaimer: 'Educational information only, not medical advice.',
  unreachable: "Hmm, I couldn't reach our server. Try again, or check your connection.",
  missingReply: 'Sorry, something went wrong. Please try again.',
  rateLimited: "You're sending messages a little fast. Please wait a moment, then try again.",
  invalidMessage: "Sorry, I couldn't read that message. Please rephrase it and try again.",
  connectionToast: { title: 'Connection error', description: 'Please try again in a moment.' },
} as const;

/** The five suggested prompts of docs/product.md#chat-guide. */
export const suggestedPrompts = [
  'When should I test after exposure?',
  'I had unprotected sex 2 days ago',
  'Explain STI test windows',
  'I have symptoms',
  'Find a nearby clinic',
] as const;
