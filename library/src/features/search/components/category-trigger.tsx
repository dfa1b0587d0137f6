import { ChevronDown } from 'lucide-react';
import { forwardRef, useLayoutEffect, useRef, type ComponentProps } from 'react';
import type { ArticleCategory } from '../api/get-article-categories';
import { ALL_CATEGORIES } from '../hooks/use-search-url-state';

export const categoryTriggerClass =
  'inline-flex h-10 w-full min-w-48 items-center justify-between gap-2 rounded-md border border-border bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-56';

/** The text Radix's `Select.Value` shows for a value: its category's name, none while unknown. */
export function categoryName(value: string, categories: ArticleCategory[]): string {
  if (value === ALL_CATEGORIES) return 'All categories';
  return categories.find((category) => category.id === value)?.name ?? '';
}

type CategoryTriggerProps = Omit<ComponentProps<'button'>, 'children' | 'type' | 'role'> & {
  text: string;
  /** Told, as the button leaves the page, whether it had the focus (before the browser drops it). */
  onLeave?: (hadFocus: boolean) => void;
};

/**
 * The closed dropdown as Radix's `Select.Trigger` draws it (a combobox button with the chosen
 * category), shown until Radix's Select is loaded (category-select.tsx).
 */
export const CategoryTrigger = forwardRef<HTMLButtonElement, CategoryTriggerProps>(function CategoryTrigger(
  { text, onLeave, ...props },
  ref,
) {
  const self = useRef<HTMLButtonElement | null>(null);
  const leave = useRef(onLeave);
  useLayoutEffect(() => {
    leave.current = onLeave;
  });
  // A layout effect's cleanup runs before React removes the button: the focus is still on it then.
  useLayoutEffect(() => () => leave.current?.(self.current !== null && document.activeElement === self.current), []);
  return (
    <button
      ref={(node) => {
        self.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      type="button"
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- no list exists until Radix loads, and Radix's own closed trigger has no aria-controls either
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      dir="ltr"
      data-state="closed"
      className={categoryTriggerClass}
      {...props}
    >
      <span style={{ pointerEvents: 'none' }}>{text}</span>
      <span aria-hidden="true">
        <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
      </span>
    </button>
  );
});
