import type { KeyboardEvent, SyntheticEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import type { FaqBlock, FaqItem } from '../faq-items';

const listClass = 'divide-y divide-border rounded-xl border border-border bg-background';
const questionClass = 'm-0 flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-base font-semibold';
const answerClass = 'space-y-3 px-6 pb-5 text-muted-foreground';
/** Only one answer open at a time: the browser closes the others of the same name. */
const GROUP_NAME = 'faq';

function AnswerBlock({ block }: { block: FaqBlock }) {
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

/** The questions of the same list, for the arrow keys. */
function questionsBeside(summary: HTMLElement): HTMLElement[] {
  const list = summary.closest('[data-faq-list]');
  return list ? Array.from(list.querySelectorAll<HTMLElement>(':scope > details > summary')) : [];
}

/** Arrows move between questions, Home/End go to the first/last (Enter and Space toggle natively). */
function moveBetweenQuestions(event: KeyboardEvent<HTMLElement>) {
  const keys: Record<string, (index: number, count: number) => number> = {
    ArrowDown: (i, n) => (i + 1) % n,
    ArrowUp: (i, n) => (i - 1 + n) % n,
    Home: () => 0,
    End: (_i, n) => n - 1,
  };
  const next = keys[event.key];
  if (!next) return;
  const questions = questionsBeside(event.currentTarget);
  const index = questions.indexOf(event.currentTarget);
  if (index < 0) return;
  event.preventDefault();
  questions[next(index, questions.length)]?.focus();
}

/** Where `name` on <details> is not supported yet: opening one answer closes the others. */
function closeTheOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const other of opened.parentElement?.querySelectorAll<HTMLDetailsElement>(':scope > details[open]') ?? []) {
    if (other !== opened) other.open = false;
  }
}

/**
 * The FAQ: each question a native disclosure, so the answers are in the pre-rendered HTML, open
 * without JavaScript, and an answer opened before the shell hydrates the page stays open (React
 * never sets `open`; the browser owns it). One open at a time; the arrow keys, Home and End move
 * between questions once the page is hydrated.
 */
export function FaqQuestionList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={listClass} data-faq-list="">
      {items.map((item) => (
        // The visitor may open it before hydration: `open` is the browser's, React neither sets it nor reports it.
        <details key={item.id} name={GROUP_NAME} className="group" onToggle={closeTheOthers} suppressHydrationWarning>
          <summary
            onKeyDown={moveBetweenQuestions}
            className="cursor-pointer list-none hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring [&::-webkit-details-marker]:hidden"
          >
            <h3 className={questionClass}>
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
              />
            </h3>
          </summary>
          <div className={answerClass}>
            {item.answer.map((block, index) => (
              <AnswerBlock key={index} block={block} />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
