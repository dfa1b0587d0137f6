import { ArrowLeft } from 'lucide-react';
import { Button, paths, useLocation, useNavigate } from '@app/shared';

/**
 * Returns to the previous page, or home when there is none: React Router
 * keys the first entry of a visit 'default' (opened directly, from a
 * bookmark or another site), and stepping back from it would leave the site.
 */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="ghost"
      onClick={() => {
        if (location.key !== 'default') void navigate(-1);
        else void navigate(paths.home.getHref());
      }}
    >
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}
