import type { ReactNode } from 'react';
import type { Address } from 'viem';
import { Button } from '@/components/ui/button';
import { useLaunch } from '../api/use-launch';
import { DESCRIPTION_MAX, NAME_MAX, TICKER_MAX } from '../lib/launch-fields';
import type { LaunchStepId } from '../lib/launch-flow';
import { FirstBuyField } from './first-buy-field';
import { ImageField } from './image-field';
import { LaunchPreview, type RenderTokenCard } from './launch-preview';
import { LaunchReviewDialog } from './launch-review-dialog';
import { LaunchSteps } from './launch-steps';
import { TextField } from './text-field';
import { TickerNotice } from './ticker-notice';

interface LaunchPageProps {
  /** Discovery's card, handed in by the route: the preview is that very card. */
  renderCard: RenderTokenCard;
  /** The trader's slippage tolerance (the swap page's setting) and its control. */
  slippageBps: number;
  slippageControl: ReactNode;
  onLaunched: (token: Address) => void;
}

/** `/launch`: the form, its preview, and the seven steps of the launch with what failed, if anything. */
export function LaunchPage({ renderCard, slippageBps, slippageControl, onLaunched }: LaunchPageProps) {
  const launch = useLaunch({ slippageBps, onLaunched });
  const { fields, progress, locked, run } = launch;
  const done = new Set<LaunchStepId>([
    ...(progress.image ? (['upload'] as const) : []),
    ...(progress.sent ? (['hash', 'simulate', 'wallet'] as const) : []),
    ...(progress.launched ? (['pending'] as const) : []),
  ]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <h1 className="font-semibold text-2xl text-fg">Launch a token</h1>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form
          noValidate
          aria-label="Launch a token"
          className="flex min-w-0 flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            launch.submit();
          }}
        >
          {locked ? (
            <p role="status" className="rounded-lg border border-accent/50 bg-accent/10 p-3 text-fg text-sm">
              Your launch was sent: these details are what it committed to, and can no longer change.
            </p>
          ) : null}
          <fieldset disabled={locked} className="flex min-w-0 flex-col gap-4">
            <legend className="sr-only">The token</legend>
            <TextField
              label="Name"
              value={fields.name}
              onChange={(v) => launch.change('name', v)}
              onBlur={() => launch.touch('name')}
              error={launch.shown('name')}
              maxLengthHint={NAME_MAX}
              placeholder="Moon Cat"
            />
            <TextField
              label="Ticker"
              value={fields.ticker}
              onChange={(v) => launch.change('ticker', v)}
              onBlur={() => launch.touch('ticker')}
              error={launch.shown('ticker')}
              maxLengthHint={TICKER_MAX}
              placeholder="MCAT"
              hint={
                fields.ticker ? <TickerNotice name={fields.name} ticker={fields.ticker} /> : 'A–Z and 0–9, upper case.'
              }
            />
            <TextField
              label="Description"
              optional
              multiline
              value={fields.description}
              onChange={(v) => launch.change('description', v)}
              onBlur={() => launch.touch('description')}
              error={launch.shown('description')}
              maxLengthHint={DESCRIPTION_MAX}
            />
            <ImageField
              image={launch.image}
              uploaded={progress.image}
              error={launch.shown('image')}
              disabled={locked}
              onChoose={(file) => void launch.chooseImage(file)}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                label="Website"
                optional
                inputMode="url"
                value={fields.website}
                onChange={(v) => launch.change('website', v)}
                onBlur={() => launch.touch('website')}
                error={launch.shown('website')}
                placeholder="https://…"
              />
              <TextField
                label="Telegram"
                optional
                inputMode="url"
                value={fields.telegram}
                onChange={(v) => launch.change('telegram', v)}
                onBlur={() => launch.touch('telegram')}
                error={launch.shown('telegram')}
                placeholder="https://t.me/…"
              />
              <TextField
                label="X"
                optional
                inputMode="url"
                value={fields.twitter}
                onChange={(v) => launch.change('twitter', v)}
                onBlur={() => launch.touch('twitter')}
                error={launch.shown('twitter')}
                placeholder="https://x.com/…"
              />
            </div>
            <FirstBuyField
              value={fields.firstBuy}
              ticker={fields.ticker}
              firstBuy={launch.firstBuy}
              error={launch.shown('firstBuy')}
              slippageBps={slippageBps}
              slippageControl={slippageControl}
              onChange={(v) => launch.change('firstBuy', v)}
              onBlur={() => launch.touch('firstBuy')}
            />
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="primary" busy={run.running} disabled={run.running} className="flex-1">
              {run.running ? 'Launching…' : launch.action.label}
            </Button>
            {locked || run.running ? null : (
              <Button variant="ghost" onClick={launch.clear}>
                Clear the form
              </Button>
            )}
          </div>
          {run.failure?.message ? (
            <div role="alert" className="rounded-lg border border-down/50 bg-down/10 p-3 text-sm">
              <p className="text-down">{run.failure.message}</p>
            </div>
          ) : null}
        </form>
        <aside className="flex flex-col gap-6">
          <LaunchPreview
            fields={fields}
            // Until it is uploaded, the chosen file itself (a blob: URL the page made).
            imageUrl={progress.image?.url ?? launch.image?.previewUrl}
            firstBuy={launch.firstBuy}
            owner={launch.owner}
            renderCard={renderCard}
          />
          <section aria-labelledby="launch-steps-title" className="flex flex-col gap-2">
            <h2 id="launch-steps-title" className="font-semibold text-fg text-sm">
              The launch, step by step
            </h2>
            <LaunchSteps current={run.step} running={run.running} failedAt={run.failure?.step ?? null} done={done} />
          </section>
          <LaunchReviewDialog review={launch.review} config={launch.config} />
        </aside>
      </div>
    </div>
  );
}
