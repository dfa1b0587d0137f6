import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import { ALL_CATEGORIES } from '../hooks/use-search-url-state';
import type { CategorySelectProps } from './category-select';
import { categoryTriggerClass } from './category-trigger';

const itemClasses =
  'relative flex cursor-default select-none items-center rounded-sm py-2 pr-8 pl-3 text-sm outline-none data-[highlighted]:bg-secondary data-[state=checked]:font-medium';

export interface CategorySelectMenuProps extends CategorySelectProps {
  id: string;
  /** Open as it mounts: it loads when the member first opens the dropdown (category-select.tsx). */
  defaultOpen: boolean;
  triggerRef: Ref<HTMLButtonElement>;
}

/** 'All categories' plus the fetched categories (Radix Select: keyboard and screen-reader ready). */
export function CategorySelectMenu({ id, value, categories, onChange, defaultOpen, triggerRef }: CategorySelectMenuProps) {
  return (
    <Select.Root value={value} onValueChange={onChange} defaultOpen={defaultOpen}>
      <Select.Trigger ref={triggerRef} id={id} className={categoryTriggerClass}>
        <Select.Value placeholder="All categories" />
        <Select.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-80 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-border bg-background text-foreground shadow-lg"
        >
          <Select.Viewport className="p-1">
            {[{ id: ALL_CATEGORIES, name: 'All categories' }, ...categories].map((category) => (
              <Select.Item key={category.id} value={category.id} className={itemClasses}>
                <Select.ItemText>{category.name}</Select.ItemText>
                <Select.ItemIndicator className="absolute right-2 inline-flex items-center">
                  <Check aria-hidden="true" className="size-4" />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
