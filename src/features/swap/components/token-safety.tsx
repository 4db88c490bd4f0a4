import { LookalikeWarning } from '@/components/ui/lookalike-warning';
import { describeLookalikes, findLookalikes, withoutReordering } from '@/lib/lookalike';
import type { SwapToken } from '../api/swap-token-list';
import { isOfficialToken } from '../lib/official-tokens';

const UNOFFICIAL =
  'Not in the official token list: a token launched on Launchdeck, which anyone can do under any name.';

/**
 * Beside a token of the swap list: "Unofficial" for a graduated launch token, and the look-alike
 * warning discovery shows when its name or ticker imitates another or hides characters. Official
 * tokens are neither (the real USDC's ticker is no imitation).
 */
export function TokenSafetyBadges({ token }: { token: SwapToken }) {
  if (isOfficialToken(token.address)) return null;
  return (
    <>
      <span
        title={UNOFFICIAL}
        className="inline-flex shrink-0 items-center rounded-md border border-line px-1.5 py-0.5 text-muted text-xs"
      >
        Unofficial
      </span>
      <LookalikeWarning name={token.name} ticker={token.symbol} className="min-w-0" />
    </>
  );
}

/**
 * The review's word on the swap's tokens: each unofficial one with its whole address (what tells it
 * apart from a token that borrowed its name; a shortened one can be ground out), and its look-alike
 * warning. Nothing for official ones.
 */
export function TokenSafetyNotice({ tokens }: { tokens: readonly (SwapToken | undefined)[] }) {
  const unofficial = tokens.filter((t): t is SwapToken => t !== undefined && !isOfficialToken(t.address));
  if (unofficial.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2 rounded-lg border border-warn/40 bg-warn/5 p-3 text-sm">
      {unofficial.map((token) => (
        <li key={token.address} className="flex flex-col gap-1">
          <p className="text-fg">
            {`${withoutReordering(token.symbol)} is not in the official token list: anyone can launch a token under any name. Check its address, in full:`}
          </p>
          <p className="break-all font-mono text-muted text-xs">{token.address}</p>
          <LookalikeWarning name={token.name} ticker={token.symbol} className="self-start" />
        </li>
      ))}
    </ul>
  );
}

/**
 * On the token button, where a badge has no room: a warning sign when an unofficial token's name or
 * ticker imitates another (a link can open /swap on one without the selector), said in words to
 * screen readers and in the tooltip.
 */
export function LookalikeMark({ token }: { token: SwapToken }) {
  if (isOfficialToken(token.address)) return null;
  const findings = findLookalikes({ name: token.name, ticker: token.symbol });
  if (findings.length === 0) return null;
  const said = `Warning, an unofficial look-alike: ${describeLookalikes(findings)}`;
  return (
    <span title={said} className="text-warn">
      <span aria-hidden="true">⚠</span>
      <span className="sr-only">{` ${said}`}</span>
    </span>
  );
}
