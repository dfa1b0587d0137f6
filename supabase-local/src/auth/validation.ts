import { AuthError, validationFailed } from './errors.ts';

// bcrypt only looks at the first 72 bytes, so GoTrue refuses longer passwords.
export const MAX_PASSWORD_BYTES = 72;

// The same shape check as GoTrue's checkmail.ValidateFormat (an RFC 5322 subset).
const EMAIL_RE =
  /^(?:(?:[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*)|(?:"[^"\\]*"))@(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?|\[[0-9.:a-fA-F]+\])$/;

/** GoTrue's validateEmail: required, ≤ 255 characters, valid format; returns it lower-cased. */
export function validateEmail(email: string): string {
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_RE.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

export interface PasswordRules {
  minimumPasswordLength: number;
  requiredCharacters: string[];
}

/** GoTrue's checkPasswordStrength, in its order and with its messages. */
export function checkPasswordStrength(password: string, rules: PasswordRules): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const messages: string[] = [];
  const reasons: string[] = [];
  // GoTrue counts bytes (Go len()); for the minimum we count characters, which never accepts less.
  if ([...password].length < rules.minimumPasswordLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rules.minimumPasswordLength} characters.`);
  }
  for (const set of rules.requiredCharacters) {
    if (set !== '' && ![...password].some((c) => set.includes(c))) {
      reasons.push('characters');
      messages.push(`Password should contain at least one character of each: ${rules.requiredCharacters.join(', ')}.`);
      break;
    }
  }
  if (reasons.length > 0) {
    throw new AuthError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
  }
}
