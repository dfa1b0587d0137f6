import type { ReactNode } from 'react';
import { cn, Link } from '@app/shared';
import { useNavigateToTarget } from '../hooks/use-navigate-to-target';
import { homeSectionOf } from '../lib/home-section';
import { EXTERNAL_LINK_REL, classifyHref } from '../lib/link-kind';

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link from content data: routes stay in the app (home sections scroll once the landing
 * page has rendered), external sites open in a new tab without opener, tel:/sms:/mailto: as is.
 */
export function SmartLink({ href, children, className }: SmartLinkProps) {
  const navigateTo = useNavigateToTarget();
  const kind = classifyHref(href);
  if (kind === 'internal') {
    const section = homeSectionOf(href);
    return (
      <Link
        to={href}
        className={className}
        onClick={
          section
            ? (event) => {
                event.preventDefault();
                navigateTo(href);
              }
            : undefined
        }
      >
        {children}
      </Link>
    );
  }
  if (kind === 'external') {
    return (
      <a href={href} target="_blank" rel={EXTERNAL_LINK_REL} className={className}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (kind === 'contact' || kind === 'anchor') {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return <span className={cn(className)}>{children}</span>;
}
