import { StrictMode, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../index';

/** Shows where the router is (path, query and hash), so tests can assert on navigation. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{pathname + search + hash}</p>;
}

/** Where the router is now, as LocationProbe shows it. */
export const currentLocation = () => screen.getByTestId('location').textContent;

interface RenderOptions {
  /** The URL to start at (default `/`); or the history, the last entry current. */
  path?: string;
  initialEntries?: string[];
  /** Routes of the page's own (`<Route path=… element=… />`); default: `ui` at every path. */
  routes?: ReactNode;
  /** Providers around the router, such as a QueryClientProvider. */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** Render twice in development as React does under StrictMode. */
  strict?: boolean;
}

/** Renders `ui` inside a memory router (and `wrapper`), with a LocationProbe beside it. */
export function renderWithRouter(
  ui: ReactElement | null,
  { path = '/', initialEntries, routes, wrapper: Wrapper, strict = false }: RenderOptions = {},
) {
  const entries = initialEntries ?? [path];
  let tree: ReactNode = (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>{routes ?? <Route path="*" element={ui} />}</Routes>
      <LocationProbe />
    </MemoryRouter>
  );
  if (Wrapper) tree = <Wrapper>{tree}</Wrapper>;
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

/** A table's rows as text, each: its column headers, then its row header, then its cells. */
export function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      [
        ...within(row).queryAllByRole('columnheader'),
        ...within(row).queryAllByRole('rowheader'),
        ...within(row).queryAllByRole('cell'),
      ].map((cell) => cell.textContent ?? ''),
    );
}
