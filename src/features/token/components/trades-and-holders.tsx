import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';

const TABS = [
  { key: 'trades', label: 'Trades' },
  { key: 'holders', label: 'Holders' },
] as const;
type Tab = (typeof TABS)[number]['key'];

interface TradesAndHoldersProps {
  trades: ReactNode;
  holders: ReactNode;
}

/**
 * The recent trades and the holders, one at a time under two tabs: only the one shown is on the page,
 * so the page keeps its DOM budget (~800 nodes) with 50 trades, and the holders (a chain read) are
 * read only once asked for. Tabs as the WAI-ARIA pattern has them: arrow keys move between them.
 */
export function TradesAndHolders({ trades, holders }: TradesAndHoldersProps) {
  const [tab, setTab] = useState<Tab>('trades');
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : TABS.length - 1;
    const next = TABS[(TABS.findIndex((t) => t.key === tab) + step) % TABS.length]!.key;
    setTab(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };
  return (
    // No wrapper of their own: the page's column spaces them, and every node counts against its budget.
    <>
      <div role="tablist" aria-label="Trades and holders" className="-mb-4 flex gap-1" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-${t.key}-tab`}
            aria-selected={tab === t.key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
            className="h-9 rounded-md px-3 font-medium text-muted text-sm transition-colors hover:bg-raised hover:text-fg aria-selected:bg-raised aria-selected:text-fg"
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'trades' ? trades : holders}
      </div>
    </>
  );
}
