import { useEffect, useState } from 'react';

/**
 * True once the window is scrolled more than `thresholdPx`; re-checked on every scroll. False
 * on the first render, as in the pre-rendered page the shell hydrates (a visitor may have
 * scrolled before it does): the effect reads the real position right after.
 */
export function useScrolledPast(thresholdPx: number): boolean {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > thresholdPx);
    update(); // a visitor arriving at /#pricing is already scrolled
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);

  return scrolled;
}
