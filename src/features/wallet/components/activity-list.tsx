import type { Hash } from 'viem';
import { explorerLink } from '@/lib/explorer';
import { formatAge, shortAddress } from '@/lib/format';
import type { TransactionEntry, TransactionStatus } from '@/lib/transactions/track';

const STATUS: Record<TransactionStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'border-accent/60 text-accent' },
  confirmed: { label: 'Confirmed', className: 'border-up/50 text-up' },
  failed: { label: 'Failed', className: 'border-down/50 text-down' },
  replaced: { label: 'Replaced', className: 'border-line-strong text-muted' },
  dropped: { label: 'Dropped', className: 'border-down/50 text-down' },
};

/** The account's recent transactions, newest first: what each was, how it stands, and where it ended. */
export function ActivityList({ entries, now }: { entries: readonly TransactionEntry[]; now: number }) {
  if (entries.length === 0) {
    return <p className="text-muted text-sm">No transactions sent from this wallet on this network yet.</p>;
  }
  return (
    // Up to 50 rows: the list scrolls inside the dialog, never the page, and is a tab stop so that
    // a keyboard scrolls it too (without an explorer its rows hold nothing to focus).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <ol aria-label="Recent transactions" tabIndex={0} className="-mx-4 min-h-0 overflow-y-auto border-line border-t">
      {entries.map((entry) => (
        <ActivityRow key={entry.hash} entry={entry} now={now} />
      ))}
    </ol>
  );
}

function ActivityRow({ entry, now }: { entry: TransactionEntry; now: number }) {
  const status = STATUS[entry.status];
  const final =
    entry.finalHash && entry.finalHash.toLowerCase() !== entry.hash.toLowerCase() ? entry.finalHash : undefined;
  return (
    <li
      data-testid="activity-row"
      data-status={entry.status}
      className="flex flex-col gap-1 border-line border-b px-4 py-3"
    >
      <div className="flex items-start justify-between gap-3">
        <span className="font-medium">
          {entry.status === 'confirmed' && entry.confirmedTitle ? entry.confirmedTitle : entry.title}
        </span>
        <span className={`shrink-0 rounded-full border px-2 py-0.5 font-medium text-xs ${status.className}`}>
          {status.label}
        </span>
      </div>
      {entry.description && <p className="text-muted text-sm">{entry.description}</p>}
      {entry.reason && <p className="text-sm">{entry.reason}</p>}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-muted text-xs">
        <SentAt at={entry.sentAt} now={now} />
        <TransactionHash label="Transaction" hash={entry.hash} />
      </div>
      {final && (
        <div className="flex justify-end text-muted text-xs">
          <TransactionHash
            label={
              entry.status === 'confirmed' || entry.status === 'failed' ? 'Sped up, mined as' : 'Its nonce went to'
            }
            hash={final}
          />
        </div>
      )}
    </li>
  );
}

/** "Sent 5m ago", the exact time in the tooltip. */
function SentAt({ at, now }: { at: number; now: number }) {
  const iso = new Date(at).toISOString();
  const age = formatAge(iso, now);
  return (
    <time dateTime={iso} title={new Date(at).toUTCString()}>
      {age === 'now' ? 'Sent just now' : `Sent ${age} ago`}
    </time>
  );
}

/** A hash, short, with the whole in its title; a link to the explorer when one is configured. */
function TransactionHash({ label, hash }: { label: string; hash: Hash }) {
  const href = explorerLink('tx', hash);
  const short = shortAddress(hash);
  return (
    <span>
      {label}{' '}
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          title={hash}
          className="font-mono text-fg hover:underline"
        >
          {short}
        </a>
      ) : (
        <span title={hash} className="font-mono text-fg">
          {short}
        </span>
      )}
    </span>
  );
}
