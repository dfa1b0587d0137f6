import { z } from 'zod';
import { LIMITS } from '../config/constants';

// No `new Function` probe: the site's Content-Security-Policy forbids eval, and
// Chromium reports even a caught attempt as a violation. The setting is page-wide.
z.config({ jitless: true });

const hasValidEmailShape = (value: string) => {
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  return local.length > 0 && domain.includes('.') && z.regexes.email.test(value);
};

/**
 * docs/product.md#validation, in order: each field's checks run in the listed order and the form
 * shows the first message, so the order of these calls is the order of the spec.
 */
export const credentialsSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: 'Email is required' })
    .max(LIMITS.emailMax, { message: 'Email must be less than 255 characters' })
    .refine(hasValidEmailShape, { message: 'Please enter a valid email address' }),
  password: z
    .string()
    .min(LIMITS.passwordMin, { message: 'Password must be at least 6 characters' })
    .max(LIMITS.passwordMax, { message: 'Password must be less than 128 characters' })
    .refine((value) => value === value.trim(), { message: 'Password cannot start or end with whitespace' }),
});

export type Credentials = z.infer<typeof credentialsSchema>;

export type CredentialsCheck = { success: true; data: Credentials } | { success: false; message: string };

/** Validates credentials and returns the first failing message of docs/product.md#validation. */
export function checkCredentials(input: { email: string; password: string }): CredentialsCheck {
  const result = credentialsSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  return { success: false, message: result.error.issues[0]?.message ?? 'Please check your input.' };
}

export const PASSWORDS_DIFFER = 'Passwords do not match';

export type FieldCheck<T> = { success: true; data: T } | { success: false; message: string };

/** The e-mail rules of docs/product.md#validation alone (forgot password, change of e-mail). */
export function checkEmail(email: string): FieldCheck<string> {
  const result = credentialsSchema.shape.email.safeParse(email);
  if (result.success) return { success: true, data: result.data };
  return { success: false, message: result.error.issues[0]?.message ?? 'Please check your input.' };
}

/**
 * A new password: the sign-up rules of docs/product.md#validation, then the confirmation field
 * must repeat it (docs/product.md#account).
 */
export function checkNewPassword(password: string, confirm: string): FieldCheck<string> {
  const result = credentialsSchema.shape.password.safeParse(password);
  if (!result.success) return { success: false, message: result.error.issues[0]?.message ?? 'Please check your input.' };
  if (confirm !== password) return { success: false, message: PASSWORDS_DIFFER };
  return { success: true, data: result.data };
}
