import * as ToastPrimitive from '@radix-ui/react-toast';
import { cn } from '../lib/cn';
import { useToastStore } from './toast-store';

/** Renders the page's toasts; mounted once by the shell (or a remote running alone). */
function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={5000}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          data-slot="toast"
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          className={cn(
            'grid gap-1 rounded-lg border p-4 pr-8 shadow-lg',
            t.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-background text-foreground',
          )}
        >
          <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
          {t.description ? <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description> : null}
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute right-2 top-2 rounded px-1 text-lg leading-none opacity-70 hover:opacity-100"
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-4 right-4 z-[100] flex w-[min(360px,calc(100%-2rem))] flex-col gap-2 outline-none" />
    </ToastPrimitive.Provider>
  );
}

export { Toaster };
