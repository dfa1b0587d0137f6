import { useEffect, useState } from 'react';
import { ChatLauncherButton } from '@app/shared';
import { RemoteMount } from '../remotes/components/remote-mount';
import { loadRemoteModule } from '../remotes/remote-registry';

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

  // Also in the pre-rendered landing page (shared/src/landing/home-page-tree.tsx), which the shell hydrates.
  const placeholder = <ChatLauncherButton onClick={() => setWanted('pressed')} busy={wanted === 'pressed'} />;

  if (!wanted) return placeholder;
  return (
    <div className="fixed bottom-5 right-5 z-40">
      <RemoteMount id="chat/ChatWidget" props={{ defaultOpen: wanted === 'pressed' }} compact loading={placeholder} />
    </div>
  );
}
