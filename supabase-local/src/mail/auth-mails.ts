import { DEFAULT_CONFIRMATION_TEMPLATE, type MailTemplate } from './confirmation-mail.ts';

/** GoTrue's mail template types (internal/mailer/templatemailer), as config.toml names them. */
export type AuthMailKind = 'confirmation' | 'invite' | 'recovery' | 'magic_link' | 'email_change' | 'reauthentication';

export const AUTH_MAIL_KINDS: readonly AuthMailKind[] = [
  'confirmation',
  'invite',
  'recovery',
  'magic_link',
  'email_change',
  'reauthentication',
];

// GoTrue's classic built-in templates, the family the confirmation mail already uses here.
export const DEFAULT_AUTH_TEMPLATES: Record<AuthMailKind, MailTemplate> = {
  confirmation: DEFAULT_CONFIRMATION_TEMPLATE,
  invite: {
    subject: 'You have been invited',
    html: '<h2>You have been invited</h2>\n\n<p>You have been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:</p>\n<p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p>\n',
  },
  recovery: {
    subject: 'Reset Your Password',
    html: '<h2>Reset Password</h2>\n\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>\n',
  },
  magic_link: {
    subject: 'Your Magic Link',
    html: '<h2>Magic Link</h2>\n\n<p>Follow this link to login:</p>\n<p><a href="{{ .ConfirmationURL }}">Log In</a></p>\n',
  },
  email_change: {
    subject: 'Confirm Email Change',
    html: '<h2>Confirm email address change</h2>\n\n<p>Follow this link to confirm the update of your email address from {{ .Email }} to {{ .NewEmail }}:</p>\n<p><a href="{{ .ConfirmationURL }}">Change email address</a></p>\n',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    html: '<h2>Confirm reauthentication</h2>\n\n<p>Enter the code: {{ .Token }}</p>\n',
  },
};
