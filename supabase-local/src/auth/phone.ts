import { validationFailed } from './errors.ts';

// GoTrue internal/api/phone.go validatePhone: "+" and spaces are dropped, then E.164 digits.

const E164 = /^[1-9][0-9]{1,14}$/;

export function validatePhone(phone: string): string {
  const formatted = phone.replace(/^\+/, '').replaceAll(' ', '');
  if (!E164.test(formatted)) throw validationFailed('Invalid phone number format (E.164 required)');
  return formatted;
}
