import { MemberMenu, PRODUCT_NAME, paths, Link } from '@app/shared';

/** The dashboard's own header: the way home, and the member menu when signed in. */
export function AdminHeader() {
  return (
    <header className="border-b border-border bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={paths.home.getHref()}
          className="rounded-md text-lg font-bold text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {PRODUCT_NAME}
          <span className="sr-only"> home</span>
        </Link>
        <MemberMenu />
      </div>
    </header>
  );
}
