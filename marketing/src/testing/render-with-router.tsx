import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@app/shared';

/** Shows where the router is, so tests can assert on navigation. */
function LocationProbe() {
  const { pathname, hash } = useLocation();
  return (
    <p data-testid="location">
      {pathname}
      {hash}
    </p>
  );
}

/** Renders `ui` at `path` inside a router that also has the pages it links to. */
export function renderWithRouter(ui: ReactElement, { path = '/', initialEntries }: { path?: string; initialEntries?: string[] } = {}) {
  return render(
    <MemoryRouter initialEntries={initialEntries ?? [path]} initialIndex={(initialEntries?.length ?? 1) - 1}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
