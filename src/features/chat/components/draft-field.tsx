import { CHAT_MAX_LENGTH } from '@interface/chat';
import { type KeyboardEvent, useId } from 'react';
import { counterAnnouncement, type DraftCheck } from '../lib/draft';

interface DraftFieldProps {
  value: string;
  check: DraftCheck;
  onChange: (value: string) => void;
  /** Enter without Shift. */
  onSubmit: () => void;
}

/** The message box, its counter and what is wrong with the text, tied together for screen readers. */
export function DraftField({ value, check, onChange, onSubmit }: DraftFieldProps) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing (Japanese, Chinese…): there Enter picks a word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-text`} className="sr-only">
        Message
      </label>
      <textarea
        id={`${id}-text`}
        value={value}
        rows={2}
        placeholder="Say something about this token"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={check.problem ? true : undefined}
        aria-describedby={`${id}-hint ${id}-problem`}
        className="max-h-40 min-h-16 w-full resize-y rounded-lg border border-line bg-raised px-3 py-2 text-fg text-sm placeholder:text-muted aria-invalid:border-down"
      />
      <div className="flex items-start justify-between gap-3 text-xs">
        {check.problem ? (
          <p id={`${id}-problem`} className="text-down">
            {check.problem}
          </p>
        ) : null}
        <p
          className={`ml-auto shrink-0 tabular-nums ${check.overLimit ? 'text-down' : check.nearLimit ? 'text-warn' : 'text-muted'}`}
        >
          {/* The count can be read at any time; the live words beside it speak only near the limit. */}
          {check.length}/{CHAT_MAX_LENGTH}
          <span className="sr-only" aria-live="polite">
            {counterAnnouncement(check)}
          </span>
        </p>
      </div>
      <p id={`${id}-hint`} className="sr-only">
        Enter sends, Shift+Enter starts a new line. At most {CHAT_MAX_LENGTH} characters.
      </p>
    </div>
  );
}
