import { lazy, Suspense, useRef, useState, useTransition, type KeyboardEvent } from 'react';
import { Label } from '@app/shared';
import type { ArticleCategory } from '../api/get-article-categories';
import { CategoryTrigger, categoryName } from './category-trigger';

export interface CategorySelectProps {
  value: string;
  categories: ArticleCategory[];
  onChange: (value: string) => void;
}

// Radix's Select (about 26 KB gzip with its popper and scroll lock) is not on the path to the
// search page's results: it loads when the member first points at, focuses or presses the
// dropdown, which until then is a plain button drawn the same (docs/architecture.md#members-pages).
const loadMenu = () => import('./category-select-menu');
const CategorySelectMenu = lazy(() => loadMenu().then((m) => ({ default: m.CategorySelectMenu })));

const ID = 'search-category';
/** The keys on which Radix's trigger opens its list. */
const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

/** 'All categories' plus the fetched categories (Radix Select: keyboard and screen-reader ready). */
export function CategorySelect({ value, categories, onChange }: CategorySelectProps) {
  // 'closed': Radix's Select mounts closed (pointed at or focused); 'open': it mounts open (pressed).
  const [wanted, setWanted] = useState<null | 'closed' | 'open'>(null);
  const [, startLoading] = useTransition();
  const focusRadix = useRef(false);

  // Asked for inside startTransition: the plain button (and its focus) stays on screen while Radix's files arrive.
  const want = (how: 'closed' | 'open') => startLoading(() => setWanted((now) => (now === 'open' ? now : how)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    want('open');
  };
  const plain = (
    <CategoryTrigger
      id={ID}
      text={categoryName(value, categories)}
      onLeave={(hadFocus) => {
        focusRadix.current = hadFocus;
      }}
      onPointerEnter={() => want('closed')}
      onFocus={() => want('closed')}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix's trigger: a mouse press opens the list and leaves the focus where it is.
        if (event.pointerType === 'mouse') event.preventDefault();
        want('open');
      }}
      onClick={() => want('open')}
      onKeyDown={onKeyDown}
    />
  );

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={ID}>Category</Label>
      {/* One boundary around both: the update that asks for Radix suspends in place, keeping the plain button. */}
      <Suspense fallback={plain}>
        {wanted ? (
          <CategorySelectMenu
            id={ID}
            value={value}
            categories={categories}
            onChange={onChange}
            defaultOpen={wanted === 'open'}
            triggerRef={(node) => {
              // The plain button had the focus as it left: Radix's trigger takes it over.
              if (node && focusRadix.current) {
                focusRadix.current = false;
                node.focus();
              }
            }}
          />
        ) : (
          plain
        )}
      </Suspense>
    </div>
  );
}
