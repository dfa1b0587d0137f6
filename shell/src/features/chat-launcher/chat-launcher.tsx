import { useEffect, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { RemoteMount } from '../remotes/components/remote-mount';
import { loadRemoteModule } from '../remotes/remote-registry';

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
    let cancelled = false;
    let idleHandle: number | undefined;
    let timer: number | undefined;
    const wantOnIdle = () => {
      if (cancelled) return;
      const idle = window.requestIdleCallback;
      if (idle) idleHandle = idle(() => setWanted((v) => v ?? 'idle'), { timeout: 5000 });
      else setWanted((v) => v ?? 'idle');
    };
    // Only once the page has loaded and the landing page is on screen (plus a
    // moment for its largest paint) does the chat start downloading.
    const afterLoad = () => {
      void loadRemoteModule('marketing/Landing')
        .catch(() => undefined)
        .then(() => {
          timer = window.setTimeout(wantOnIdle, 1500);
        });
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', afterLoad);
      if (timer !== undefined) window.clearTimeout(timer);
      if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
    };
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
