import type { FaqItem } from '../faq-items';

export const faqListClass = 'divide-y divide-border rounded-xl border border-border bg-background';
export const faqQuestionClass = 'flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-base font-semibold';

/**
 * What shows while the accordion's code loads: the same questions with the
 * same box sizes, so nothing moves when the real accordion replaces it.
 */
export function FaqQuestionList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={faqListClass}>
      {items.map((item) => (
        <h3 key={item.id} className="m-0">
          <span className={faqQuestionClass}>
            {item.question}
            <span aria-hidden="true" className="size-5 shrink-0" />
          </span>
        </h3>
      ))}
    </div>
  );
}
