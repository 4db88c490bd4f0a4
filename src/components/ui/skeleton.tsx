/**
 * A placeholder block. Give it the exact size of what it stands for, so that nothing moves when the
 * content arrives. Hidden from assistive tech: the loading state is announced by its container.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`rounded-md bg-raised motion-safe:animate-pulse ${className}`} />;
}
