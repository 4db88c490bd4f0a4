import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** The way out: usually a button that clears what led here. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, action, className = '' }: EmptyStateProps) {
  return (
    <div
      role="status"
      className={`flex flex-col items-center gap-3 rounded-xl border border-line border-dashed px-6 py-12 text-center ${className}`}
    >
      <p className="font-semibold text-fg text-lg">{title}</p>
      {description ? <p className="max-w-md text-muted text-sm">{description}</p> : null}
      {action}
    </div>
  );
}
