import { KIT_FACTS, PRODUCT_NAME, Link } from '@app/shared';
import { legalLinks } from '../footer-links';
import { useCopyrightYear } from './copyright-year';
import { FooterSignup } from './footer-signup';

/** Extra room at the bottom (pb-28): the floating Live Chat button must not cover the last line. */
export function SiteFooter() {
  const year = useCopyrightYear();
  return (
    <footer className="border-t border-border bg-background px-4 pb-28 pt-12">
      <div className="mx-auto flex max-w-6xl flex-col gap-10">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="text-xl font-bold text-primary">{PRODUCT_NAME}</p>
            <p className="mt-2 max-w-sm text-muted-foreground">
              Private at-home testing for {KIT_FACTS.conditions.length} conditions. Be the first to know when we launch.
            </p>
          </div>
          <FooterSignup />
        </div>
        <div className="flex flex-col gap-4 border-t border-border pt-6 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="rounded underline-offset-4 hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="md:text-right">
            <p>For adults {KIT_FACTS.minimumAge}+ only. Educational information, not medical advice.</p>
            <p className="mt-1">© {year === null ? PRODUCT_NAME : `${year} ${PRODUCT_NAME}`}. All rights reserved.</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
