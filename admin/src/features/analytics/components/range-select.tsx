import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { Label } from '@app/shared';
import { CHART_RANGES, isChartRange, type ChartRange } from '../api/get-events-per-day';

const itemClasses =
  'relative flex cursor-default select-none items-center rounded-sm py-2 pr-8 pl-3 text-sm outline-none data-[highlighted]:bg-secondary data-[state=checked]:font-medium';

/** The days the daily chart covers: 7, 30 or 90 (Radix Select: keyboard and screen-reader ready). */
export function RangeSelect({ value, onChange }: { value: ChartRange; onChange: (days: ChartRange) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="analytics-range">Range</Label>
      <Select.Root
        value={String(value)}
        onValueChange={(next) => {
          const days = Number(next);
          if (isChartRange(days)) onChange(days);
        }}
      >
        <Select.Trigger
          id="analytics-range"
          className="inline-flex h-9 min-w-40 items-center justify-between gap-2 rounded-md border border-border bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Select.Value />
          <Select.Icon>
            <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-50 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-border bg-background text-foreground shadow-lg"
          >
            <Select.Viewport className="p-1">
              {CHART_RANGES.map((days) => (
                <Select.Item key={days} value={String(days)} className={itemClasses}>
                  <Select.ItemText>Last {days} days</Select.ItemText>
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
