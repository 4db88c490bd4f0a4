import type { TokenStatus } from '@interface/tokens';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { SelectField } from '@/components/ui/select-field';
import { DEFAULT_SORT, DEFAULT_TIMEFRAME, TIMEFRAME_OPTIONS, TOKEN_SORT_OPTIONS } from '@/lib/token-sorts';
import { countActiveFilters, type DiscoverySearch } from '../lib/search-params';
import { MoreFiltersPanel } from './more-filters';
import { SearchBox } from './search-box';

const STATUS_OPTIONS = [
  { value: 'any', label: 'All' },
  { value: 'funding', label: 'Funding' },
  { value: 'live', label: 'Live' },
] as const satisfies readonly { value: TokenStatus | 'any'; label: string }[];

interface DiscoveryFiltersProps {
  search: DiscoverySearch;
  onChange: (patch: Partial<DiscoverySearch>) => void;
  onClear: () => void;
}

export function DiscoveryFilters({ search, onChange, onClear }: DiscoveryFiltersProps) {
  const panelId = useId();
  const active = countActiveFilters(search);
  // Filters inside the folded panel, counted on its button so that nothing is hidden silently.
  const folded = countActiveFilters({ ...search, search: undefined, status: undefined });
  const [open, setOpen] = useState(folded > 0);
  const sortBy = search.sortBy ?? DEFAULT_SORT;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchBox value={search.search} onSearch={(value) => onChange({ search: value })} />
      <SegmentedControl
        legend="Status"
        options={STATUS_OPTIONS}
        value={search.status ?? 'any'}
        onChange={(value) => onChange({ status: value === 'any' ? undefined : value })}
      />
      <SelectField
        label="Sort"
        options={TOKEN_SORT_OPTIONS}
        value={sortBy}
        onChange={(value) => onChange({ sortBy: value })}
      />
      {sortBy === 'trending' ? (
        <SelectField
          label="Window"
          options={TIMEFRAME_OPTIONS}
          value={search.timeframe ?? DEFAULT_TIMEFRAME}
          onChange={(value) => onChange({ timeframe: value })}
        />
      ) : null}
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        More filters
        {folded > 0 ? (
          <span className="rounded-full bg-accent px-1.5 font-semibold text-accent-fg text-xs">
            {folded}
            <span className="sr-only"> active</span>
          </span>
        ) : null}
      </Button>
      {active > 0 ? (
        <Button variant="ghost" onClick={onClear}>
          {/* One flex item, so the button's gap does not split the words. */}
          <span>
            Clear all<span className="sr-only"> filters</span> ({active})
          </span>
        </Button>
      ) : null}
      {open ? <MoreFiltersPanel id={panelId} search={search} onChange={onChange} /> : null}
    </div>
  );
}
