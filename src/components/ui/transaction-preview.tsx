import { useId } from 'react';
import type { PreviewState } from '@/lib/transaction-preview/use-transaction-preview';

const MARK = { send: '−', receive: '+', approve: '✓' } as const;
const MARK_CLASS = { send: 'text-down', receive: 'text-up', approve: 'text-warn' } as const;

/**
 * What the transaction would do to the trader's account, from its simulation at the latest block:
 * the review step's last word before the wallet. Each state says itself in words (loading, the
 * changes, a block, a revert, no preview on this chain), never a blank.
 */
export function TransactionPreview({ state }: { state: PreviewState }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={state.status === 'loading'}
      className="flex flex-col gap-2 rounded-lg border border-line bg-raised/40 p-3 text-sm"
    >
      <h3 id={titleId} className="font-medium text-fg">
        What this transaction does
      </h3>
      {state.status === 'loading' ? (
        <p role="status" className="text-muted">
          Simulating this exact transaction at the latest block…
        </p>
      ) : null}
      {state.status === 'ready' || state.status === 'blocked' ? (
        <>
          <PreviewLines lines={state.lines} />
          <p className="text-muted text-xs">
            Simulated on the chain as of block <span data-testid="preview-block">{state.block.toString()}</span>
            {state.stale ? ', for the previous quote: updating…' : '.'}
          </p>
        </>
      ) : null}
      {state.status === 'blocked' ? (
        <div role="alert" className="rounded-md border border-down/50 bg-down/10 p-2">
          <p className="font-medium text-down">Blocked before your wallet.</p>
          <p className="text-fg">{state.reason}</p>
        </div>
      ) : null}
      {state.status === 'reverted' ? (
        <div role="alert" className="rounded-md border border-down/50 bg-down/10 p-2">
          <p className="font-medium text-down">The chain would refuse this transaction now.</p>
          <p className="break-words text-muted">{state.reason}</p>
        </div>
      ) : null}
      {state.status === 'unavailable' ? (
        <p role="status" className="text-muted">
          Preview unavailable: {state.reason} The transaction is still simulated before your wallet is asked.
        </p>
      ) : null}
    </section>
  );
}

function PreviewLines({ lines }: { lines: Extract<PreviewState, { status: 'ready' }>['lines'] }) {
  if (lines.length === 0) {
    return <p className="text-muted">Nothing enters or leaves your account but the gas.</p>;
  }
  return (
    <ul className="flex flex-col gap-1.5">
      {lines.map((line) => (
        <li key={`${line.kind}:${line.text}`} className="flex gap-2">
          <span aria-hidden="true" className={`w-3 shrink-0 font-mono ${MARK_CLASS[line.kind]}`}>
            {MARK[line.kind]}
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="break-words text-fg">{line.text}</span>
            {line.detail ? <span className="break-words text-muted text-xs">{line.detail}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
