import type { MouseEvent } from 'react';
import { LIMITS, PRODUCT_NAME, cn } from '@app/shared';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { HeaderAuth } from './header-auth';
import { HeaderNav } from './header-nav';
import { MobileMenu } from './mobile-menu';

/** Sticky header: solid at the top, translucent once the page scrolls past 20 px. */
export function SiteHeader() {
  const translucent = useScrolledPast(LIMITS.headerTranslucentAfterPx);
  return (
    <header
      data-translucent={translucent}
      className={cn(
        'sticky top-0 z-40 border-b transition-colors duration-200',
        translucent ? 'border-border bg-background/80 shadow-sm backdrop-blur-md' : 'border-transparent bg-background',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <a
          href="#top"
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            event.preventDefault();
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          className="flex items-center gap-2 rounded-md text-xl font-bold text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span aria-hidden="true" className="inline-block size-7 rounded-full border-4 border-primary" />
          {PRODUCT_NAME}
          <span className="sr-only">, back to top</span>
        </a>
        <HeaderNav />
        <HeaderAuth />
        <MobileMenu />
      </div>
    </header>
  );
}
