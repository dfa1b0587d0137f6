import type { IdentityRow, UserRow } from './auth-store.ts';
import { asDate } from './auth-store.ts';

const iso = (d: Date | null | undefined): string | undefined => (d ? d.toISOString() : undefined);

export interface UserJson {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at?: string;
  phone: string;
  confirmation_sent_at?: string;
  confirmed_at?: string;
  last_sign_in_at?: string;
  invited_at?: string;
  recovery_sent_at?: string;
  new_email?: string;
  email_change_sent_at?: string;
  reauthentication_sent_at?: string;
  banned_until?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: Record<string, unknown>[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

/** The User object GoTrue serialises (internal/models/user.go), never the password hash or tokens. */
export function toUserJson(user: UserRow, identities: IdentityRow[]): UserJson {
  const json: UserJson = {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    phone: '',
    app_metadata: user.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data ?? {},
      provider: i.provider,
      last_sign_in_at: iso(asDate(i.last_sign_in_at)),
      created_at: iso(asDate(i.created_at)),
      updated_at: iso(asDate(i.updated_at)),
      email: (i.identity_data?.email as string | undefined) ?? user.email,
    })),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: Boolean(user.is_anonymous),
  };
  if (user.email_confirmed_at) {
    json.email_confirmed_at = iso(user.email_confirmed_at);
    json.confirmed_at = iso(user.email_confirmed_at);
  }
  if (user.confirmation_sent_at) json.confirmation_sent_at = iso(user.confirmation_sent_at);
  if (user.last_sign_in_at) json.last_sign_in_at = iso(user.last_sign_in_at);
  // GoTrue's omitempty fields of the e-mail flows.
  if (user.invited_at) json.invited_at = iso(user.invited_at);
  if (user.recovery_sent_at) json.recovery_sent_at = iso(user.recovery_sent_at);
  if (user.email_change) json.new_email = user.email_change;
  if (user.email_change_sent_at) json.email_change_sent_at = iso(user.email_change_sent_at);
  if (user.reauthentication_sent_at) json.reauthentication_sent_at = iso(user.reauthentication_sent_at);
  if (user.banned_until) json.banned_until = iso(user.banned_until);
  return json;
}

/**
 * GoTrue's sanitizeUser for a repeated sign-up with confirmations on: a fake user
 * with a fresh id and no identities, so the answer does not reveal that the address exists.
 */
export function obfuscatedUser(email: string, data: Record<string, unknown>, id: string): UserJson {
  const now = new Date().toISOString();
  return {
    id,
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
