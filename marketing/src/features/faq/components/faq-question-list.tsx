import type { FaqBlock, FaqItem } from '../faq-items';

export const faqListClass = 'divide-y divide-border rounded-xl border border-border bg-background';
export const faqQuestionClass = 'flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-base font-semibold';
export const faqAnswerClass = 'space-y-3 px-6 pb-5 text-muted-foreground';

export function AnswerBlock({ block }: { block: FaqBlock }) {
  if (block.kind === 'list') {
    return (
      <ul className="list-disc space-y-1 pl-6">
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return <p>{block.text}</p>;
}

/**
 * What shows until the accordion's code is in, and what the pre-rendered page carries: the same
 * questions with the same box sizes (nothing moves when the accordion replaces it), each a native
 * disclosure, so the answers are in the HTML and open without JavaScript.
 */
export function FaqQuestionList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={faqListClass}>
      {items.map((item) => (
        <details key={item.id} className="group">
          <summary className="cursor-pointer list-none hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
            <h3 className={`m-0 ${faqQuestionClass}`}>
              {item.question}
              <span aria-hidden="true" className="size-5 shrink-0" />
            </h3>
          </summary>
          <div className={faqAnswerClass}>
            {item.answer.map((block, index) => (
              <AnswerBlock key={index} block={block} />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
