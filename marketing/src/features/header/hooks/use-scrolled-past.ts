import { useEffect, useState } from 'react';

/** True once the window is scrolled more than `thresholdPx`; re-checked on every scroll. */
export function useScrolledPast(thresholdPx: number): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > thresholdPx);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > thresholdPx);
    update(); // a visitor arriving at /#pricing is already scrolled
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);

  return scrolled;
}
