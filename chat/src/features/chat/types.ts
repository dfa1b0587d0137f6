export type ChatRole = 'user' | 'agent';

/** A chat message in the UI (docs/product.md#data-model): its text and who wrote it. */
export interface ChatMessage {
  id: string;
  role: ChatRole;
  text: string;
  /** The guide's greeting: shown, never saved. */
  greeting?: boolean;
}
