import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button, paths } from '@app/shared';

/** React Router numbers its history entries; idx 0 means this page was the first one opened. */
function hasInAppHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** Returns to the previous page, or home when the visitor arrived here directly. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      onClick={() => {
        if (hasInAppHistory()) void navigate(-1);
        else void navigate(paths.home.getHref());
      }}
    >
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}
