// Keeps one simulated member under the chat guide's limit (20 messages per caller per minute):
// a sliding window a little below the limit, and messages spread out rather than bunched,
// so network delay cannot push two windows' worth into the server's one.

export interface ChatPacerOptions {
  limit: number;
  windowMs: number;
  /** Messages kept in reserve below the limit. */
  margin: number;
}

export class ChatPacer {
  private readonly sent: number[] = [];
  private readonly allowed: number;
  private readonly spacingMs: number;

  constructor(private readonly options: ChatPacerOptions = { limit: 20, windowMs: 60_000, margin: 2 }) {
    this.allowed = options.limit - options.margin;
    if (this.allowed < 1) throw new RangeError('the margin leaves no message to send');
    this.spacingMs = options.windowMs / this.allowed;
  }

  /** True (and counted) when a message may go now. */
  tryTake(now: number): boolean {
    while (this.sent.length && this.sent[0]! <= now - this.options.windowMs) this.sent.shift();
    const last = this.sent[this.sent.length - 1];
    if (this.sent.length >= this.allowed || (last !== undefined && now - last < this.spacingMs)) return false;
    this.sent.push(now);
    return true;
  }
}
