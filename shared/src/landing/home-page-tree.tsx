// The tree of `/`, the one page the server sends pre-rendered. Marketing's build renders it on
// Node (marketing/prerender/render-landing.tsx) and the shell hydrates that HTML
// (shell/src/bootstrap.tsx, shell/src/app/app.tsx): both render through these components, so the
// server's HTML and the shell's first render are the same tree. Same markup, and the same useId
// ids, which React derives from each element's place among its siblings: a sibling added on one
// side only (or a wrapper that renders two children) changes every id below it.
import type { ReactNode } from 'react';
import { AuthProvider } from '../auth/auth-provider';
import { Toaster } from '../ui/toaster';

/**
 * What wraps every page of the site: the session, the route effects (the shell's; nothing in a
 * pre-render), the page, the toasts.
 */
export function SiteRoot({ effects, children }: { effects: ReactNode; children: ReactNode }) {
  return (
    <AuthProvider>
      {effects}
      {children}
      <Toaster />
    </AuthProvider>
  );
}

/** `/`: the landing remote, then the chat launcher floating above it. */
export function HomePageTree({ landing, launcher }: { landing: ReactNode; launcher: ReactNode }) {
  return (
    <>
      {landing}
      {launcher}
    </>
  );
}

const launcherClass =
  'fixed bottom-5 right-5 z-40 inline-flex items-center gap-2 rounded-full bg-primary px-5 py-3 text-sm font-semibold text-primary-foreground shadow-lg hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/**
 * The Live Chat button that stands in for the chat remote until it loads (the shell's
 * ChatLauncher), and that the pre-rendered page carries. The icon is Lucide's message-circle.
 */
export function ChatLauncherButton({ onClick, busy = false }: { onClick?: () => void; busy?: boolean }) {
  return (
    <button type="button" className={launcherClass} onClick={onClick} aria-busy={busy}>
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-5"
        aria-hidden="true"
      >
        <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />
      </svg>
      Live Chat
    </button>
  );
}
