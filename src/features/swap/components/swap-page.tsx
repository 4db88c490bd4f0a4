import { useSwapForm } from '../api/swap-form';
import { paramOfAddress, type SwapSearch, searchOf } from '../lib/swap-search';
import { PairsTable } from './pairs-table';
import { SwapWidget } from './swap-widget';

interface SwapPageProps {
  search: SwapSearch;
  onSearchChange: (next: SwapSearch, replace: boolean) => void;
}

/** `/swap`: the widget, and the pairs under it (choosing one fills the widget). */
export function SwapPage({ search, onSearchChange }: SwapPageProps) {
  const form = useSwapForm(search, onSearchChange);
  const choosePair = (tokenIn: string, tokenOut: string) => {
    onSearchChange(
      searchOf({ tokenIn: paramOfAddress(tokenIn), tokenOut: paramOfAddress(tokenOut), amount: '', exact: 'in' }),
      false,
    );
    // The widget is above the table: bring it back into view with its new pair.
    document.getElementById('swap-title')?.scrollIntoView({ block: 'nearest' });
  };
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <h1 className="font-semibold text-2xl text-fg">Swap</h1>
      <div className="mx-auto w-full max-w-md">
        <SwapWidget form={form} />
      </div>
      <PairsTable onChoose={choosePair} />
    </div>
  );
}
