import type { MouseEvent } from 'react';
import { navLinks } from '../../../config/nav-links';
import { useGoToSection } from '../../../hooks/use-go-to-section';

/** The anchors, on wide screens. Real hrefs, so they also work as plain links. */
export function HeaderNav() {
  const goToSection = useGoToSection();
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {navLinks.map((link) => (
          <li key={link.id}>
            <a
              href={`#${link.id}`}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                event.preventDefault();
                goToSection(link.id);
              }}
              className="rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-secondary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
