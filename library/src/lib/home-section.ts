import { homeSections, type HomeSection } from '@app/shared';

/** The landing-page section a path points to (`/#pricing` → `pricing`), or null. */
export function homeSectionOf(path: string): HomeSection | null {
  const match = /^\/#([a-z-]+)$/.exec(path.trim());
  const id = match?.[1];
  return id && (homeSections as readonly string[]).includes(id) ? (id as HomeSection) : null;
}
