import { useEffect, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { RemoteMount } from '../remotes/components/remote-mount';

const launcherClass =
  'fixed bottom-5 right-5 z-40 inline-flex items-center gap-2 rounded-full bg-primary px-5 py-3 text-sm font-semibold text-primary-foreground shadow-lg hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/**
 * The chat remote stays off the critical path: this button stands in for it
 * until the browser is idle or the visitor presses it, whichever comes first.
 */
export function ChatLauncher() {
  const [wanted, setWanted] = useState<'idle' | 'pressed' | null>(null);

  useEffect(() => {
    if (wanted) return;
    const w = window as Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };
    if (w.requestIdleCallback) {
      const handle = w.requestIdleCallback(() => setWanted((v) => v ?? 'idle'), { timeout: 4000 });
      return () => window.cancelIdleCallback?.(handle);
    }
    const timer = window.setTimeout(() => setWanted((v) => v ?? 'idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [wanted]);

  const placeholder = (
    <button type="button" className={launcherClass} onClick={() => setWanted('pressed')} aria-busy={wanted === 'pressed'}>
      <MessageCircle aria-hidden="true" className="size-5" />
      Live Chat
    </button>
  );

  if (!wanted) return placeholder;
  return (
    <div className="fixed bottom-5 right-5 z-40">
      <RemoteMount id="chat/ChatWidget" props={{ defaultOpen: wanted === 'pressed' }} compact loading={placeholder} />
    </div>
  );
}
