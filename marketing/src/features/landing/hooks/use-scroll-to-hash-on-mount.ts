import { useEffect } from 'react';
import { homeSections, type HomeSection } from '@app/shared';
import { scrollToSection } from '../../../lib/scroll-to-section';

function isHomeSection(value: string): value is HomeSection {
  return (homeSections as readonly string[]).includes(value);
}

/**
 * A visitor may arrive at /#pricing (a guide's call to action, a shared
 * link). Without the pre-rendered page, the browser's own jump happened before
 * this remote rendered the section, so scroll once the page is on screen. With
 * it, the browser has jumped already (and the visitor may have scrolled on
 * since): a page that is no longer at its top is left where it is.
 */
export function useScrollToHashOnMount() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!isHomeSection(id) || window.scrollY > 0) return;
    const frame = requestAnimationFrame(() => scrollToSection(id));
    return () => cancelAnimationFrame(frame);
  }, []);
}
