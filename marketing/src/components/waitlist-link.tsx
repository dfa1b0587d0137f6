import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { Button, paths, Link } from '@app/shared';
import { recordWaitlistJoin, waitlistSourceAttribute, type WaitlistSource } from '../lib/record-waitlist-join';

interface WaitlistLinkProps {
  source: WaitlistSource;
  children: ReactNode;
  variant?: ComponentProps<typeof Button>['variant'];
  size?: ComponentProps<typeof Button>['size'];
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Every waitlist call to action: a link to /auth that records where it was pressed. */
export function WaitlistLink({ source, children, variant, size, className, onClick }: WaitlistLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link
        to={paths.auth.getHref()}
        {...waitlistSourceAttribute(source)}
        onClick={(event) => {
          recordWaitlistJoin(source);
          onClick?.(event);
        }}
      >
        {children}
      </Link>
    </Button>
  );
}
