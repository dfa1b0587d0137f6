import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { cn } from '@app/shared';
import type { FaqBlock, FaqItem } from '../faq-items';
import { faqListClass, faqQuestionClass } from './faq-question-list';

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

/** One answer open at a time; Radix gives the keyboard support (Enter/Space, arrows, Home/End). */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root type="single" collapsible className={faqListClass}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header className="m-0">
            <Accordion.Trigger
              className={cn(
                faqQuestionClass,
                'group hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
              )}
            >
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="space-y-3 px-6 pb-5 text-muted-foreground">
            {item.answer.map((block, index) => (
              <AnswerBlock key={index} block={block} />
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
