import type { ReactNode } from 'react';

/**
 * The root of everything this remote renders (portals too): our Tailwind
 * utilities are scoped to it (see index.css). It carries no utility classes
 * itself, since the scope matches descendants only.
 */
export function AppScope({ children, fill = false }: { children: ReactNode; fill?: boolean }) {
  return (
    <div data-app="marketing" style={fill ? { height: '100%' } : undefined}>
      {children}
    </div>
  );
}
