import { forwardRef } from 'react';
import { Search, X } from 'lucide-react';
import { Button, Input, Label } from '@app/shared';

interface CenterSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
}

export const CENTER_SEARCH_LABEL = 'Search the Education Center';

/** The labelled search box with a clear button. */
export const CenterSearchBox = forwardRef<HTMLInputElement, CenterSearchBoxProps>(function CenterSearchBox(
  { value, onChange, onClear },
  ref,
) {
  return (
    <form role="search" className="mx-auto w-full max-w-2xl" onSubmit={(event) => event.preventDefault()}>
      <Label htmlFor="education-center-search" className="sr-only">
        {CENTER_SEARCH_LABEL}
      </Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground" />
        <Input
          ref={ref}
          id="education-center-search"
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          placeholder="Search topics, guides and articles..."
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-12 pr-12 pl-10 text-base [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Clear search"
            onClick={onClear}
            className="absolute top-1/2 right-1 size-10 -translate-y-1/2"
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </form>
  );
});
