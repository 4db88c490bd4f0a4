import { formatAge } from '@/lib/format';
import { useNow } from '@/lib/use-now';

/** "Updated 40s ago": the service ranks referrers at most once a minute, so the age is worth telling. */
export function UpdatedAgo({ at }: { at: string }) {
  const now = useNow(10_000);
  const age = formatAge(at, now);
  return (
    <p className="text-muted text-xs">
      Updated{' '}
      <time dateTime={at} title={new Date(at).toUTCString()}>
        {age === 'now' ? 'just now' : `${age} ago`}
      </time>
    </p>
  );
}
