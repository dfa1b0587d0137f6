export interface MailTemplate {
  subject: string;
  html: string;
}

// GoTrue's built-in confirmation template (used when config.toml sets none).
export const DEFAULT_CONFIRMATION_TEMPLATE: MailTemplate = {
  subject: 'Confirm Your Signup',
  html: '<h2>Confirm your signup</h2>\n\n<p>Follow this link to confirm your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>\n',
};

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export interface ConfirmationValues {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  Email: string;
  RedirectTo: string;
}

/** The values GoTrue's mail templates may use ({{ .NewEmail }}, {{ .SendingTo }}, ...). */
export type MailValues = Readonly<Record<string, string | undefined>>;

/** Fills GoTrue's Go-template placeholders ({{ .ConfirmationURL }} ...), HTML-escaping each value. */
export function renderTemplate(template: string, values: ConfirmationValues | MailValues, escape: boolean): string {
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, key: string) => {
    const v = (values as Record<string, string | undefined>)[key];
    if (v === undefined) return whole;
    return escape ? escapeHtml(v) : v;
  });
}

/** A readable plain-text twin of the HTML body: tags dropped, links kept as "text (url)". */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, text: string) => `${text} ( ${href} )`)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h\d|div|li)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function composeConfirmationMail(
  template: MailTemplate,
  values: ConfirmationValues | MailValues,
): { subject: string; html: string; text: string } {
  const html = renderTemplate(template.html, values, true);
  return { subject: renderTemplate(template.subject, values, false), html, text: htmlToText(html) };
}
