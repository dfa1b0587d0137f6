import { X } from 'lucide-react';

export interface FilterChip {
  /** 'Search', 'Category' or 'Tag'. */
  kind: string;
  value: string;
  onRemove: () => void;
}

/** The active filters, each removable with its own labelled button. */
export function FilterChips({ chips }: { chips: FilterChip[] }) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.kind} className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm">
          <span>
            {chip.kind}: <span className="font-medium">{chip.value}</span>
          </span>
          <button
            type="button"
            aria-label={`Remove ${chip.kind.toLowerCase()} filter`}
            onClick={chip.onRemove}
            className="inline-flex size-6 items-center justify-center rounded-full hover:bg-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
