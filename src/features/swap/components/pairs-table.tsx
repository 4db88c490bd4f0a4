import type { Pair } from '@interface/swap';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { SlowNotice } from '@/components/ui/slow-notice';
import { TableScroller } from '@/components/ui/table-scroller';
import { formatPercent, formatUsd } from '@/lib/format';
import { useSwapPairs } from '../api/swap-pairs';
import { type PairSort, pageOf, sortPairs, swapOfPair } from '../lib/pairs-sort';

interface PairsTableProps {
  /** A pair was chosen: the widget takes its two tokens. */
  onChoose: (tokenIn: string, tokenOut: string) => void;
}

const COLUMNS: { sort: PairSort; label: string }[] = [
  { sort: 'liquidity', label: 'Liquidity' },
  { sort: 'volume', label: 'Volume 24h' },
];

/** The swap service's liquidity pairs, sortable by liquidity or volume, ten a page. */
export function PairsTable({ onChoose }: PairsTableProps) {
  const pairs = useSwapPairs();
  const [sort, setSort] = useState<PairSort>('liquidity');
  const [page, setPage] = useState(1);

  let body: ReactNode;
  if (pairs.isPending) {
    body = (
      <div aria-hidden="true" className="flex flex-col gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  } else if (pairs.isError) {
    body = (
      <ErrorState
        title="The pairs did not load"
        error={pairs.error}
        onRetry={() => void pairs.refetch()}
        retrying={pairs.isFetching}
      />
    );
  } else if (pairs.data.length === 0) {
    body = <EmptyState title="No pairs yet" description="A token gets its pair when it graduates from its curve." />;
  } else {
    const paged = pageOf(sortPairs(pairs.data, sort), page);
    body = (
      <>
        <TableScroller label="Liquidity pairs">
          <table className="w-full min-w-[32rem] text-sm">
            <thead>
              <tr className="border-line border-b text-left text-muted">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Pair
                </th>
                {COLUMNS.map((column) => (
                  <th
                    key={column.sort}
                    scope="col"
                    aria-sort={sort === column.sort ? 'descending' : 'none'}
                    className="py-2 pr-3 text-right font-medium"
                  >
                    <button
                      type="button"
                      onClick={() => {
                        setSort(column.sort);
                        setPage(1);
                      }}
                      className={`rounded px-1 ${sort === column.sort ? 'text-fg' : 'text-muted hover:text-fg'}`}
                    >
                      {column.label}
                      {sort === column.sort ? <span aria-hidden="true"> ↓</span> : null}
                    </button>
                  </th>
                ))}
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Fee
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  <span className="sr-only">Trade</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {paged.items.map((pair) => (
                <PairRow key={pair.address} pair={pair} onChoose={onChoose} />
              ))}
            </tbody>
          </table>
        </TableScroller>
        <Pagination
          current={paged.page}
          totalPages={paged.totalPages}
          label="Pair pages"
          renderLink={(target, props) => <button type="button" {...props} onClick={() => setPage(target)} />}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="pairs-title" className="relative flex flex-col gap-3">
      <h2 id="pairs-title" className="font-semibold text-fg text-lg">
        Pairs
      </h2>
      <SlowNotice active={pairs.isPending} what="pairs" />
      {body}
    </section>
  );
}

function PairRow({ pair, onChoose }: { pair: Pair; onChoose: PairsTableProps['onChoose'] }) {
  const name = `${pair.token0.symbol} / ${pair.token1.symbol}`;
  const { tokenIn, tokenOut } = swapOfPair(pair);
  return (
    <tr data-testid="pair-row" className="border-line/60 border-b">
      <th scope="row" className="max-w-48 truncate py-2 pr-3 text-left font-medium text-fg">
        {name}
      </th>
      <td className="py-2 pr-3 text-right font-mono text-fg tabular-nums">{formatUsd(pair.liquidity_usd)}</td>
      <td className="py-2 pr-3 text-right font-mono text-fg tabular-nums">{formatUsd(pair.volume_24h)}</td>
      <td className="py-2 pr-3 text-right font-mono text-muted tabular-nums">{formatPercent(pair.fee_tier * 100)}</td>
      <td className="py-2 text-right">
        <button
          type="button"
          onClick={() => onChoose(tokenIn, tokenOut)}
          aria-label={`Trade ${name}`}
          className="h-9 rounded-lg border border-line px-3 text-fg hover:bg-raised"
        >
          Trade
        </button>
      </td>
    </tr>
  );
}
