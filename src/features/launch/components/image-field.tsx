import { useId } from 'react';
import type { ChosenImage } from '../api/use-launch';

interface ImageFieldProps {
  image: ChosenImage | null;
  /** Once uploaded (kept across a reload): its URL stands in for the file. */
  uploaded: { url: string; name: string } | undefined;
  error: string | undefined;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}

/** The token's image: PNG, JPEG, WebP or GIF up to 1 MB, checked by its bytes, previewed. */
export function ImageField({ image, uploaded, error, disabled, onChoose }: ImageFieldProps) {
  const id = useId();
  const messageId = useId();
  const preview = image?.previewUrl || uploaded?.url;
  const name = image?.file.name ?? uploaded?.name;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-fg text-sm">
        Image
      </label>
      <div className="flex items-center gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-raised">
          {preview ? (
            <img src={preview} alt="The chosen logo" className="size-full object-cover" />
          ) : (
            <span aria-hidden="true" className="text-muted text-xs">
              None
            </span>
          )}
        </div>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          disabled={disabled}
          aria-invalid={error !== undefined}
          aria-describedby={messageId}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
          className="min-w-0 flex-1 text-muted text-sm file:mr-3 file:h-9 file:cursor-pointer file:rounded-lg file:border file:border-line file:bg-raised file:px-3 file:text-fg"
        />
      </div>
      <p id={messageId} className="min-h-5 text-sm" aria-live="polite">
        {error ? (
          <span className="text-down">{error}</span>
        ) : (
          <span className="text-muted">
            {name
              ? `${name}${uploaded && !image ? ' (uploaded)' : ''}`
              : 'PNG, JPEG, WebP or GIF, at most 1 MB. SVG is refused.'}
          </span>
        )}
      </p>
    </div>
  );
}
