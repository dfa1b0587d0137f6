import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { Label } from '@app/shared';
import type { ArticleCategory } from '../api/get-article-categories';
import { ALL_CATEGORIES } from '../hooks/use-search-url-state';

interface CategorySelectProps {
  value: string;
  categories: ArticleCategory[];
  onChange: (value: string) => void;
}

const itemClasses =
  'relative flex cursor-default select-none items-center rounded-sm py-2 pr-8 pl-3 text-sm outline-none data-[highlighted]:bg-secondary data-[state=checked]:font-medium';

/** 'All categories' plus the fetched categories (Radix Select: keyboard and screen-reader ready). */
export function CategorySelect({ value, categories, onChange }: CategorySelectProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="search-category">Category</Label>
      <Select.Root value={value} onValueChange={onChange}>
        <Select.Trigger
          id="search-category"
          className="inline-flex h-10 w-full min-w-48 items-center justify-between gap-2 rounded-md border border-border bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-56"
        >
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
    </div>
  );
}
