import { NATIVE_ADDRESS } from '@interface/common';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { isApiError } from '@/lib/api-error';
import { formatUnitsFixed } from '@/lib/format-units';
import { useIsSlow } from '@/lib/use-is-slow';
import type { SwapForm } from '../api/swap-form';
import { SlippageSettings } from './slippage-settings';
import { SwapAmountField } from './swap-amount-field';
import { SwapDetails } from './swap-details';
import { SwapImpactConsent } from './swap-impact-consent';
import { SwapMaxButton } from './swap-max-button';
import { SwapReviewDialog } from './swap-review-dialog';
import { TokenSelector } from './token-selector';

/** The swap widget: two amount fields with their tokens, the quote's details, and the one action. */
export function SwapWidget({ form }: { form: SwapForm }) {
  const { intent, tokenIn, tokenOut, view, quote, kind, gate } = form;
  const slow = useIsSlow(quote.status === 'loading');
  const { unknownToken, dropUnknown } = form;
  // A token the list does not have (a stale or hand-made link): back to the canonical swap.
  useEffect(() => {
    if (unknownToken) dropUnknown();
  }, [unknownToken, dropUnknown]);

  if (form.tokensQuery.isError) {
    return (
      <ErrorState
        title="The token list did not load"
        error={form.tokensQuery.error}
        onRetry={() => void form.tokensQuery.refetch()}
        retrying={form.tokensQuery.isFetching}
      />
    );
  }

  const shown = (side: 'in' | 'out') => {
    if (side === intent.exact) return form.amountField.text;
    const amount = side === 'in' ? form.amountIn : form.amountOut;
    const token = side === 'in' ? tokenIn : tokenOut;
    return amount !== undefined && token ? formatUnitsFixed(amount, token.decimals) : '';
  };
  const selector = (side: 'in' | 'out') => (
    <TokenSelector
      side={side === 'in' ? 'Sell' : 'Buy'}
      token={side === 'in' ? tokenIn : tokenOut}
      tokens={form.tokens}
      balances={form.balances}
      loading={form.tokensQuery.isPending}
      onSelect={(token) => form.select(side, token)}
    />
  );
  const native = tokenIn?.address === NATIVE_ADDRESS;
  const balanceIn = form.balanceOf(tokenIn);
  const pending = quote.status === 'loading' && kind === 'swap';

  return (
    <section aria-labelledby="swap-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <h2 id="swap-title" className="font-semibold text-fg text-lg">
        Swap
      </h2>
      <SwapAmountField
        label="You sell"
        value={shown('in')}
        onChange={(text) => form.type('in', text)}
        error={intent.exact === 'in' ? form.typedError : undefined}
        pending={pending && intent.exact === 'out'}
        tokenButton={selector('in')}
        balance={balanceIn}
        decimals={tokenIn?.decimals ?? 18}
        max={
          <SwapMaxButton
            onMax={form.max}
            disabled={balanceIn === undefined || (native && form.gasReserve === undefined)}
            gasReserve={form.gasReserve}
            native={native}
          />
        }
      />
      <div className="-my-1 flex justify-center">
        <Button variant="secondary" size="sm" onClick={form.flip} aria-label="Swap the two tokens">
          <span aria-hidden="true">↓↑</span>
        </Button>
      </div>
      <SwapAmountField
        label="You buy"
        value={shown('out')}
        onChange={(text) => form.type('out', text)}
        error={intent.exact === 'out' ? form.typedError : undefined}
        pending={pending && intent.exact === 'in'}
        tokenButton={selector('out')}
        balance={form.balanceOf(tokenOut)}
        decimals={tokenOut?.decimals ?? 18}
      />

      <SlippageSettings setting={form.slippage} onChange={form.setSlippage} />

      {kind !== 'swap' && tokenIn && tokenOut ? (
        <p className="text-muted text-sm">
          {kind === 'wrap' ? 'Wraps' : 'Unwraps'} 1:1 through the WETH contract: no router, no fee.
        </p>
      ) : null}
      {view && form.tier ? <SwapDetails view={view} tier={form.tier} /> : null}
      {quote.status === 'failed' ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-lg border border-down/40 bg-down/5 p-3"
        >
          <p className="text-muted text-sm">
            {isApiError(quote.error) ? quote.error.message : 'The swap service did not answer.'}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void quote.refetch()} busy={quote.isFetching}>
            Try again
          </Button>
        </div>
      ) : null}
      <p role="status" className="text-muted text-sm empty:hidden">
        {slow ? 'Still getting a quote: the swap service is slow to answer.' : ''}
      </p>
      {view && form.tier ? (
        <SwapImpactConsent
          tier={form.tier}
          impact={view.priceImpact}
          consent={form.consent}
          onChange={form.setConsent}
        />
      ) : null}

      <Button
        variant="primary"
        className="h-12 text-base"
        onClick={form.act}
        disabled={gate.action === 'none'}
        busy={gate.action === 'none' && gate.busy === true}
      >
        {gate.label}
      </Button>

      <SwapReviewDialog
        open={form.review.open}
        onClose={form.review.close}
        kind={kind}
        tokens={[tokenIn, tokenOut]}
        pay={form.review.pay}
        payAtMost={form.review.payAtMost}
        receive={form.review.receive}
        view={view}
        latest={quote.sendable?.quote}
        exactIn={intent.exact === 'in'}
        impact={form.review.impact}
        gate={form.review.gate}
        cost={form.review.cost}
        onConsent={form.setConsent}
        approvalFirst={kind === 'swap' && !native}
        sending={form.review.sending}
        failure={form.review.failure}
        onConfirm={form.review.confirm}
        preview={form.review.preview}
        refusal={form.review.refusal}
        prepareError={form.review.prepareError}
        unlimited={form.review.unlimited}
        onUnlimited={form.review.setUnlimited}
      />
    </section>
  );
}
