import { useId } from 'react';
import { Input } from '@app/shared';
import { WaitlistLink } from '../../../components/waitlist-link';

/**
 * docs/product.md#landing-page: the e-mail box is not wired to anything and is not validated (no
 * form, so the browser does not validate it either); the button goes to /auth.
 */
export function FooterSignup() {
  const emailId = useId();
  return (
    <div className="flex w-full max-w-md flex-col gap-2 sm:flex-row">
      <label htmlFor={emailId} className="sr-only">
        Email address
      </label>
      <Input id={emailId} type="email" name="email" autoComplete="email" placeholder="Enter your email" className="flex-1" />
      <WaitlistLink source="footer">Join Waitlist</WaitlistLink>
    </div>
  );
}
