import { createHash, randomInt } from 'node:crypto';
import type { AuthSettings } from '../config/load-config.ts';
import type { Db } from '../db/index.ts';
import type { AuthMailKind } from '../mail/auth-mails.ts';
import { composeConfirmationMail, type MailTemplate, type MailValues } from '../mail/confirmation-mail.ts';
import type { InboxStore } from '../mail/inbox-store.ts';
import { updateUserColumns, type UserRow } from './auth-store.ts';
import { tooManyRequests } from './errors.ts';

// GoTrue's mail senders (internal/api/mail.go sendConfirmation, sendInvite, sendPasswordRecovery,
// sendMagicLink, sendEmailChange, sendReauthenticationOtp): each checks the per-address interval
// (max_frequency), stores the token hash with its sent-at time, and mails the link or code.

export interface EmailActionsDeps {
  db: Db;
  settings: AuthSettings;
  inbox: InboxStore;
  apiUrl: () => string;
  templates: Record<AuthMailKind, MailTemplate>;
  mailFrom: { Address: string; Name: string };
}

/** GoTrue's crypto.GenerateTokenHash: hex(sha224(email + otp)). */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** GoTrue's generateFrequencyLimitErrorMessage: the seconds left, truncated as Go's Duration division does. */
export function frequencyLimitMessage(sentAt: Date, maxFrequencySeconds: number, now = Date.now()): string {
  const left = Math.trunc((sentAt.getTime() + maxFrequencySeconds * 1000 - now) / 1000);
  return `For security purposes, you can only request this after ${left} seconds.`;
}

/** GoTrue's url.QueryEscape (space as '+'). */
const queryEscape = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');

export class EmailActions {
  constructor(private readonly deps: EmailActionsDeps) {}

  /** GoTrue's crypto.GenerateOtp: otp_length random digits. */
  otp(): string {
    let out = '';
    for (let i = 0; i < this.deps.settings.otpLength; i++) out += String(randomInt(10));
    return out;
  }

  /** GoTrue's validateSentWithinFrequencyLimit: 429 over_email_send_rate_limit inside max_frequency. */
  checkFrequency(sentAt: Date | null): void {
    const freq = this.deps.settings.maxFrequencySeconds;
    if (sentAt && sentAt.getTime() + freq * 1000 > Date.now()) {
      throw tooManyRequests('over_email_send_rate_limit', frequencyLimitMessage(sentAt, freq));
    }
  }

  /** The link of every mail: {API}/auth/v1/verify?token=&type=&redirect_to= (templatemailer getPath). */
  verifyUrl(hash: string, type: string, redirectTo: string): string {
    return `${this.deps.apiUrl()}/auth/v1/verify?token=${queryEscape(hash)}&type=${queryEscape(type)}&redirect_to=${encodeURIComponent(redirectTo)}`;
  }

  private mail(kind: AuthMailKind, to: string, values: MailValues): void {
    const mail = composeConfirmationMail(this.deps.templates[kind], { SiteURL: this.deps.settings.siteUrl, ...values });
    this.deps.inbox.add({
      From: this.deps.mailFrom,
      To: [{ Address: to, Name: '' }],
      Subject: mail.subject,
      Text: mail.text,
      HTML: mail.html,
    });
  }

  async sendConfirmation(user: UserRow, redirectTo: string): Promise<void> {
    this.checkFrequency(user.confirmation_sent_at);
    const otp = this.otp();
    const hash = tokenHash(user.email, otp);
    await updateUserColumns(this.deps.db, user.id, { confirmation_token: hash, confirmation_sent_at: new Date() });
    const url = this.verifyUrl(hash, 'signup', redirectTo);
    this.mail('confirmation', user.email, { ConfirmationURL: url, Token: otp, TokenHash: hash, Email: user.email, RedirectTo: redirectTo });
  }

  /** sendInvite: no interval check, as GoTrue. */
  async sendInvite(user: UserRow, redirectTo: string): Promise<void> {
    const otp = this.otp();
    const hash = tokenHash(user.email, otp);
    const now = new Date();
    await updateUserColumns(this.deps.db, user.id, { confirmation_token: hash, confirmation_sent_at: now, invited_at: now });
    const url = this.verifyUrl(hash, 'invite', redirectTo);
    this.mail('invite', user.email, { ConfirmationURL: url, Token: otp, TokenHash: hash, Email: user.email, RedirectTo: redirectTo });
  }

  async sendRecovery(user: UserRow, redirectTo: string): Promise<void> {
    await this.sendRecoveryToken(user, redirectTo, 'recovery');
  }

  /** A magic link is a recovery token with another template; it shares recovery_sent_at's interval. */
  async sendMagicLink(user: UserRow, redirectTo: string): Promise<void> {
    await this.sendRecoveryToken(user, redirectTo, 'magiclink');
  }

  private async sendRecoveryToken(user: UserRow, redirectTo: string, type: 'recovery' | 'magiclink'): Promise<void> {
    this.checkFrequency(user.recovery_sent_at);
    const otp = this.otp();
    const hash = tokenHash(user.email, otp);
    await updateUserColumns(this.deps.db, user.id, { recovery_token: hash, recovery_sent_at: new Date() });
    const url = this.verifyUrl(hash, type, redirectTo);
    this.mail(type === 'recovery' ? 'recovery' : 'magic_link', user.email, {
      ConfirmationURL: url,
      Token: otp,
      TokenHash: hash,
      Email: user.email,
      RedirectTo: redirectTo,
    });
  }

  /**
   * sendEmailChange: a link to the new address and, with secure e-mail change
   * (double_confirm_changes), one to the current address too.
   */
  async sendEmailChange(user: UserRow, newEmail: string, redirectTo: string): Promise<void> {
    this.checkFrequency(user.email_change_sent_at);
    const otpNew = this.otp();
    const hashNew = tokenHash(newEmail, otpNew);
    const secure = this.deps.settings.secureEmailChange && user.email !== '';
    const otpCurrent = secure ? this.otp() : '';
    const hashCurrent = secure ? tokenHash(user.email, otpCurrent) : '';
    await updateUserColumns(this.deps.db, user.id, {
      email_change: newEmail,
      email_change_token_new: hashNew,
      email_change_token_current: hashCurrent,
      email_change_confirm_status: 0,
      email_change_sent_at: new Date(),
    });
    const common = { Email: user.email, NewEmail: newEmail, RedirectTo: redirectTo };
    this.mail('email_change', newEmail, {
      ...common,
      ConfirmationURL: this.verifyUrl(hashNew, 'email_change', redirectTo),
      Token: otpNew,
      TokenHash: hashNew,
      SendingTo: newEmail,
    });
    if (secure) {
      this.mail('email_change', user.email, {
        ...common,
        ConfirmationURL: this.verifyUrl(hashCurrent, 'email_change', redirectTo),
        Token: otpCurrent,
        TokenHash: hashCurrent,
        SendingTo: user.email,
      });
    }
  }

  async sendReauthentication(user: UserRow): Promise<void> {
    this.checkFrequency(user.reauthentication_sent_at);
    const otp = this.otp();
    await updateUserColumns(this.deps.db, user.id, {
      reauthentication_token: tokenHash(user.email, otp),
      reauthentication_sent_at: new Date(),
    });
    this.mail('reauthentication', user.email, { Token: otp, Email: user.email });
  }
}
