import { useId } from 'react';
import { useDebouncedText } from '@/lib/use-debounced-text';
import { SEARCH_MAX_LENGTH } from '../lib/search-params';

const DEBOUNCE_MS = 300;

interface SearchBoxProps {
  value: string | undefined;
  onSearch: (search: string | undefined) => void;
}

/** Search as you type, one request per pause rather than per keystroke; Enter searches at once. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const id = useId();
  const { text, change, flush } = useDebouncedText(
    value ?? '',
    (next) => onSearch(next.trim() || undefined),
    DEBOUNCE_MS,
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: the same landmark as <search>, which Safari < 17 and happy-dom do not know
    <form
      role="search"
      className="min-w-0 flex-1 basis-64"
      onSubmit={(event) => {
        event.preventDefault();
        flush();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search tokens
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => change(event.target.value)}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Search name, ticker or address"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        className="h-10 w-full rounded-lg border border-line bg-raised px-3 text-fg text-sm placeholder:text-muted"
      />
    </form>
  );
}
