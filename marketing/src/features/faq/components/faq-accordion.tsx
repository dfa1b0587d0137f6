import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { cn } from '@app/shared';
import type { FaqItem } from '../faq-items';
import { AnswerBlock, faqAnswerClass, faqListClass, faqQuestionClass } from './faq-question-list';

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
          <Accordion.Content className={faqAnswerClass}>
            {item.answer.map((block, index) => (
              <AnswerBlock key={index} block={block} />
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
