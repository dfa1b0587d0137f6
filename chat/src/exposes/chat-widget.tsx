import '../index.css';
import { useState } from 'react';
import { Button } from '@app/shared';

export default function ChatWidget({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <div>
      {open ? <div role="dialog" aria-label="Candor Guide chat" className="mb-3 rounded-xl border border-border bg-background p-4 shadow-lg">Candor Guide</div> : null}
      <Button className="rounded-full" onClick={() => setOpen((o) => !o)}>
        Live Chat
      </Button>
    </div>
  );
}
