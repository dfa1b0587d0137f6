import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, paths } from '@app/shared';

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
