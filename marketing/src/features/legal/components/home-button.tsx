import { ArrowLeft } from 'lucide-react';
import { Button, paths, Link } from '@app/shared';

export function HomeButton({ label, variant = 'ghost' }: { label: string; variant?: 'ghost' | 'default' }) {
  return (
    <Button asChild variant={variant}>
      <Link to={paths.home.getHref()}>
        <ArrowLeft aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
