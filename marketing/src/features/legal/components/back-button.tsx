import { ArrowLeft } from 'lucide-react';
import { Button, paths, useLocation, useNavigate } from '@app/shared';

export interface BackContext {
  /** React Router keys the first entry of a visit 'default'. */
  routerKey: string;
  referrer: string;
  origin: string;
  historyLength: number;
}

/**
 * Where Back goes (docs/product.md#legal-pages): one step back whenever the previous page was
 * this site's, either in the app's own history or a page of ours that the browser loaded
 * (a typed URL, a link pressed before the app took over: a same-origin referrer with an entry
 * behind this one); home otherwise, so Back never leaves the site.
 */
export function backTarget({ routerKey, referrer, origin, historyLength }: BackContext): 'back' | 'home' {
  if (routerKey !== 'default') return 'back';
  let fromUs = false;
  try {
    fromUs = referrer !== '' && new URL(referrer).origin === origin;
  } catch {
    fromUs = false;
  }
  return fromUs && historyLength > 1 ? 'back' : 'home';
}

export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="ghost"
      onClick={() => {
        const target = backTarget({
          routerKey: location.key,
          referrer: document.referrer,
          origin: window.location.origin,
          historyLength: window.history.length,
        });
        if (target === 'back') void navigate(-1);
        else void navigate(paths.home.getHref());
      }}
    >
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}
