import { type Social, socialValues } from '@interface/tokens';
import type { ReactNode } from 'react';
import { type DiscoverySearch, parseSocials } from '../lib/search-params';
import { NumberField } from './number-field';

const SOCIAL_LABELS: Record<Social, string> = { telegram: 'Telegram', twitter: 'X (Twitter)', website: 'Website' };

interface MoreFiltersPanelProps {
  id: string;
  search: DiscoverySearch;
  onChange: (patch: Partial<DiscoverySearch>) => void;
}

/** URL fractions (0–1) shown as the percentages people think in. */
const toPercent = (fraction: number | undefined) =>
  fraction === undefined ? undefined : Number((fraction * 100).toFixed(2));
const toFraction = (percent: number | undefined) => (percent === undefined ? undefined : percent / 100);

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 font-medium text-fg text-sm">{legend}</legend>
      <div className="flex gap-2">{children}</div>
    </fieldset>
  );
}

/** The less used filters: socials, ranges and creation dates. */
export function MoreFiltersPanel({ id, search, onChange }: MoreFiltersPanelProps) {
  const socials = parseSocials(search.socials);

  const toggleSocial = (social: Social, on: boolean) => {
    const next = on ? [...socials, social] : socials.filter((s) => s !== social);
    onChange({ socials: next.join(',') || undefined });
  };

  return (
    <div
      id={id}
      className="grid w-full gap-x-6 gap-y-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-fg text-sm">Has links to</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {socialValues.map((social) => (
            <label key={social} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={socials.includes(social)}
                onChange={(event) => toggleSocial(social, event.target.checked)}
                className="size-4 accent-accent"
              />
              {SOCIAL_LABELS[social]}
            </label>
          ))}
        </div>
      </fieldset>
      <Group legend="Bonding curve progress (%)">
        <NumberField
          label="Min %"
          value={toPercent(search.fundingMin)}
          onCommit={(v) => onChange({ fundingMin: toFraction(v) })}
          min={0}
          max={100}
          placeholder="0"
        />
        <NumberField
          label="Max %"
          value={toPercent(search.fundingMax)}
          onCommit={(v) => onChange({ fundingMax: toFraction(v) })}
          min={0}
          max={100}
          placeholder="100"
        />
      </Group>
      <Group legend="Market cap (ETH)">
        <NumberField
          label="Min ETH"
          value={search.marketCapMin}
          onCommit={(v) => onChange({ marketCapMin: v })}
          min={0}
        />
        <NumberField
          label="Max ETH"
          value={search.marketCapMax}
          onCommit={(v) => onChange({ marketCapMax: v })}
          min={0}
        />
      </Group>
      <Group legend="Transactions (24h)">
        <NumberField
          label="Min txns"
          value={search.txCountMin}
          onCommit={(v) => onChange({ txCountMin: v })}
          min={0}
          step={1}
        />
        <NumberField
          label="Max txns"
          value={search.txCountMax}
          onCommit={(v) => onChange({ txCountMax: v })}
          min={0}
          step={1}
        />
      </Group>
      <Group legend="Created (UTC days, inclusive)">
        <DateField
          id={`${id}-from`}
          label="From"
          value={search.createdFrom}
          onChange={(v) => onChange({ createdFrom: v })}
        />
        <DateField id={`${id}-to`} label="To" value={search.createdTo} onChange={(v) => onChange({ createdTo: v })} />
      </Group>
    </div>
  );
}

interface DateFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}

/** A native date picker: it only reports complete dates, so it can write to the URL directly. */
function DateField({ id, label, value, onChange }: DateFieldProps) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-muted text-xs">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="h-9 w-full min-w-0 rounded-md border border-line bg-raised px-2 text-fg text-sm"
      />
    </div>
  );
}
