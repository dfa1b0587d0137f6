import { useEffect } from 'react';
import { PRODUCT_NAME } from '../config/constants';
import { paths } from '../config/paths';
import { markContentReady } from '../lib/content-ready';
import { Link, useLocation } from 'react-router-dom';

/**
 * The site's 404 page, in one place: the shell shows it for a path no route claims, and the
 * library for a /resources/ slug its own content does not have. Both render this component
 * (at run time the shell's copy of @app/shared), so the two look and read the same.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
    document.title = `Page not found | ${PRODUCT_NAME}`;
    markContentReady();
  }, [pathname]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4">
      <div className="text-center">
        <h1 className="mb-2 text-5xl font-bold">404</h1>
        <p className="mb-6 text-xl text-muted-foreground">Oops! Page not found</p>
        <Link to={paths.home.getHref()} className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
