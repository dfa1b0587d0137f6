// The one public entry of @app/shared. Keep supabase-js and zod out of the
// static graph: they load on first use, off the landing page's critical path.

export { PRODUCT_NAME, CHAT_GUIDE_NAME, SUPPORT_EMAIL, PRICES, KIT_FACTS, LIMITS, AUTH_SETTINGS } from './config/constants';
export { topics, topicIds, homeSections, paths, routeDefinitions, findRoute, isRegisteredPath } from './config/paths';
export type { TopicId, HomeSection, RouteAccess, RouteDefinition } from './config/paths';
// The remotes and what each exposes: the whole contract is @app/shared/contracts.
export type { RemoteName } from './contracts/remotes';

// Router pieces travel with @app/shared: one router instance for the shell and every
// remote, tree-shaken to what the apps use (react-router-dom shared whole costs 66 KB).
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { NavigateFunction, Location, To } from 'react-router-dom';

export { getSupabase } from './lib/supabase-client';
export { markContentReady, whenContentReady } from './lib/content-ready';
export { cn } from './lib/cn';

export { useAuthStore, startAuth, whenAuthReady } from './auth/auth-store';
export type { AuthState } from './auth/auth-store';
export { AuthProvider, useAuth } from './auth/auth-provider';
export type { AuthContextValue } from './auth/auth-provider';
export type { AuthActionResult } from './auth/auth-actions';
export { AUTH_MESSAGES, mapSignInError, mapSignUpError } from './auth/auth-errors';

/** Loads the zod credential schema (docs/product.md#validation) on demand. */
export const loadCredentials = () => import('./auth/credentials-schema');
export type { Credentials, CredentialsCheck, FieldCheck } from './auth/credentials-schema';

/** Loads the account e-mails and changes (docs/product.md#account) on demand. */
export const loadAccountActions = () => import('./auth/account-actions');
export type { MailResult, PasswordResult, CheckResult } from './auth/account-actions';
export { noteRecoveryLink, cameFromRecoveryLink, forgetRecoveryLink } from './auth/recovery-link';

export { trackEvent, trackPageView } from './analytics/track-event';
export type { EventMetadata } from './analytics/track-event';
export { redactSearch, pagePathOf } from './analytics/redact-search';

export { Button, buttonVariants } from './ui/button';
export { Input } from './ui/input';
export { Label } from './ui/label';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './ui/card';
export { Badge, badgeVariants } from './ui/badge';
export { Spinner } from './ui/spinner';
export { Alert } from './ui/alert';
export { Dialog, DialogTrigger, DialogClose, DialogContent, DialogTitle, DialogDescription } from './ui/dialog';
export { Toaster } from './ui/toaster';
// The tree of `/` that marketing pre-renders and the shell hydrates (one tree on both sides).
export { SiteRoot, HomePageTree, ChatLauncherButton } from './landing/home-page-tree';
export { toast, useToastStore } from './ui/toast-store';
// The one 404 page: the shell's for unknown paths, the library's for unknown /resources/ slugs.
export { NotFoundPage } from './not-found/not-found-page';
export type { ToastMessage } from './ui/toast-store';
export { MemberMenu, type MemberMenuProps } from './account/member-menu';
export { DeleteMyDataActions } from './account/delete-my-data-actions';
