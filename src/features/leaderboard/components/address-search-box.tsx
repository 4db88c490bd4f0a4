import { useId, useState } from 'react';
import { useDebouncedText } from '@/lib/use-debounced-text';
import { checkAddressSearch } from '../lib/address-search';

/** Longer than discovery's 300 ms: each search spends one of ten requests a minute. */
const DEBOUNCE_MS = 400;

interface AddressSearchBoxProps {
  /** The search in the URL. */
  value: string | undefined;
  onSearch: (search: string | undefined) => void;
}

/**
 * Search by part of an address, one request per pause in typing (Enter searches at once). What
 * cannot match an address is refused here, with a sentence, and never sent.
 */
export function AddressSearchBox({ value, onSearch }: AddressSearchBoxProps) {
  const id = useId();
  const messageId = useId();
  // A search the URL brought that cannot match an address: shown with its reason, as if just typed.
  const [message, setMessage] = useState(() => {
    const check = checkAddressSearch(value ?? '');
    return check.ok ? undefined : check.message;
  });
  const { text, change, flush } = useDebouncedText(
    value ?? '',
    (next) => {
      const check = checkAddressSearch(next);
      setMessage(check.ok ? undefined : check.message);
      if (check.ok) onSearch(check.search);
    },
    DEBOUNCE_MS,
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: the same landmark as <search>, which Safari < 17 and happy-dom do not know
    <form
      role="search"
      aria-label="Leaderboard"
      className="flex min-w-0 flex-1 basis-56 flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        flush();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search wallets
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => change(event.target.value)}
        // 0x + 40 digits, and a little room for a pasted address with spaces around it.
        maxLength={48}
        placeholder="Search by address (0x…)"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        enterKeyHint="search"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className="h-10 w-full rounded-lg border border-line bg-raised px-3 font-mono text-fg text-sm placeholder:font-sans placeholder:text-muted aria-invalid:border-down"
      />
      {message ? (
        <p id={messageId} role="alert" className="text-down text-xs">
          {message}
        </p>
      ) : null}
    </form>
  );
}
