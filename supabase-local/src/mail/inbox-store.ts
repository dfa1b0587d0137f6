import { randomBytes } from 'node:crypto';

export interface Address {
  Address: string;
  Name: string;
}

export interface StoredMail {
  ID: string;
  MessageID: string;
  From: Address;
  To: Address[];
  Subject: string;
  Created: string;
  Text: string;
  HTML: string;
}

export interface MailSummary {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: Address;
  To: Address[];
  Cc: Address[];
  Bcc: Address[];
  ReplyTo: Address[];
  Subject: string;
  Created: string;
  Size: number;
  Attachments: number;
  Tags: string[];
  Snippet: string;
}

/** Mails kept in memory only (a restart empties the inbox), capped so a loop cannot eat the heap. */
export class InboxStore {
  private readonly mails: StoredMail[] = [];
  private readonly read = new Set<string>();

  constructor(private readonly cap = 1000) {}

  add(mail: Omit<StoredMail, 'ID' | 'MessageID' | 'Created'>): StoredMail {
    const id = randomBytes(11).toString('base64url');
    const stored: StoredMail = { ...mail, ID: id, MessageID: `${id}@supabase-local`, Created: new Date().toISOString() };
    this.mails.push(stored);
    if (this.mails.length > this.cap) this.mails.splice(0, this.mails.length - this.cap);
    return stored;
  }

  /** Newest first, as Mailpit lists them. */
  list(): MailSummary[] {
    return [...this.mails].reverse().map((m) => ({
      ID: m.ID,
      MessageID: m.MessageID,
      Read: this.read.has(m.ID),
      From: m.From,
      To: m.To,
      Cc: [],
      Bcc: [],
      ReplyTo: [],
      Subject: m.Subject,
      Created: m.Created,
      Size: Buffer.byteLength(m.Text) + Buffer.byteLength(m.HTML),
      Attachments: 0,
      Tags: [],
      Snippet: snippet(m.Text),
    }));
  }

  get(id: string): StoredMail | undefined {
    const m = this.mails.find((x) => x.ID === id);
    if (m) this.read.add(id);
    return m;
  }

  clear(): void {
    this.mails.length = 0;
    this.read.clear();
  }

  get size(): number {
    return this.mails.length;
  }
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 250 ? `${flat.slice(0, 250)}...` : flat;
}
