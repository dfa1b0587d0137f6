import { afterEach, describe, expect, it } from 'vitest';
import { cameFromRecoveryLink, forgetRecoveryLink, noteRecoveryLink } from './recovery-link';

afterEach(() => forgetRecoveryLink());

describe('recovery link note (docs/product.md#account)', () => {
  it('is set only by a recovery session in the fragment, and kept until forgotten', () => {
    noteRecoveryLink('#access_token=a&type=signup');
    expect(cameFromRecoveryLink()).toBe(false);
    noteRecoveryLink('#error=access_denied&error_code=otp_expired&type=recovery');
    expect(cameFromRecoveryLink()).toBe(false);
    noteRecoveryLink('#access_token=a&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery');
    expect(cameFromRecoveryLink()).toBe(true);
    noteRecoveryLink('');
    expect(cameFromRecoveryLink()).toBe(true);
    forgetRecoveryLink();
    expect(cameFromRecoveryLink()).toBe(false);
  });
});
