import type { AuctionFailure } from '../lib/auction-failure';

/** A failed step, said where it happened: what went wrong, then what to do. */
export function FailureMessage({ failure }: { failure: AuctionFailure }) {
  return (
    <div role="alert" className="rounded-lg border border-down/50 bg-down/10 p-3 text-sm">
      <p className="font-medium text-down">{failure.title}</p>
      <p className="text-muted">{failure.action}</p>
    </div>
  );
}
