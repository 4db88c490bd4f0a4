import { useId, useState } from 'react';
import {
  formatSlippagePercent,
  mayBeFrontRun,
  parseSlippagePercent,
  SLIPPAGE_PRESETS_BPS,
  type SlippageSetting,
  slippageBpsOf,
} from '../lib/slippage';

interface SlippageSettingsProps {
  setting: SlippageSetting;
  onChange: (setting: SlippageSetting) => void;
  /** What auto means on this market (the curve's 1%, the pair's 0.5%). */
  autoBps?: number;
}

const CHOICE =
  'flex h-9 cursor-pointer items-center rounded-md border border-line px-3 text-sm text-muted has-checked:border-accent has-checked:text-fg has-focus-visible:outline-2 has-focus-visible:outline-accent';

/**
 * The slippage tolerance: auto (the market's default), a preset (0.1, 0.5, 1%) or a custom 0.01–50%. Above 1% it
 * warns that the trade may be front-run. The parent persists it.
 */
export function SlippageSettings({ setting, onChange, autoBps }: SlippageSettingsProps) {
  const name = useId();
  const customId = useId();
  const hintId = useId();
  const bps = slippageBpsOf(setting, autoBps);
  const isPreset = setting.kind === 'custom' && (SLIPPAGE_PRESETS_BPS as readonly number[]).includes(setting.bps);
  const [custom, setCustom] = useState(
    setting.kind === 'custom' && !isPreset ? formatSlippagePercent(setting.bps) : '',
  );
  const parsed = custom === '' ? undefined : parseSlippagePercent(custom);

  const typeCustom = (text: string) => {
    setCustom(text);
    const next = parseSlippagePercent(text);
    if (next.ok) onChange({ kind: 'custom', bps: next.bps });
  };

  return (
    <details className="group rounded-lg border border-line">
      <summary className="flex h-10 cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 text-muted text-sm hover:text-fg">
        <span>Slippage tolerance</span>
        <span className="font-mono text-fg tabular-nums">
          {setting.kind === 'auto' ? `Auto · ${formatSlippagePercent(bps)}%` : `${formatSlippagePercent(bps)}%`}
        </span>
      </summary>
      <div className="flex flex-col gap-3 border-line border-t p-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Slippage tolerance</legend>
          <label className={CHOICE}>
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={setting.kind === 'auto'}
              onChange={() => {
                setCustom('');
                onChange({ kind: 'auto' });
              }}
            />
            Auto
          </label>
          {SLIPPAGE_PRESETS_BPS.map((preset) => (
            <label key={preset} className={CHOICE}>
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={setting.kind === 'custom' && setting.bps === preset && custom === ''}
                onChange={() => {
                  setCustom('');
                  onChange({ kind: 'custom', bps: preset });
                }}
              />
              {formatSlippagePercent(preset)}%
            </label>
          ))}
        </fieldset>
        <div className="flex items-center gap-2">
          <label htmlFor={customId} className="text-muted text-sm">
            Custom (%)
          </label>
          <input
            id={customId}
            value={custom}
            onChange={(event) => typeCustom(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.01–50"
            aria-invalid={parsed !== undefined && !parsed.ok}
            aria-describedby={hintId}
            className="h-9 w-24 rounded-md border border-line bg-raised px-2 font-mono text-fg tabular-nums"
          />
        </div>
        <p id={hintId} className="text-sm">
          {parsed !== undefined && !parsed.ok ? (
            <span className="text-down">{parsed.message}</span>
          ) : mayBeFrontRun(bps) ? (
            <span className="text-warn">
              Above 1%, a bot may trade just before you and take the difference: your swap may be front-run.
            </span>
          ) : (
            <span className="text-muted">The swap fails rather than fill at a price worse than this.</span>
          )}
        </p>
      </div>
    </details>
  );
}
