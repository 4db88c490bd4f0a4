import type { Session } from '@interface/auth';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useReferralCode } from '../api/get-referral-code';
import { REF_PARAM } from '../lib/pending-code';

/** The link a referral opens: the app's home page with the code, which any page accepts. */
function referralLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/?${REF_PARAM}=${encodeURIComponent(code)}`;
}

/** The platform's share sheet, where there is one (phones, some desktop browsers). */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export function ReferralShare({ session }: { session: Session }) {
  const code = useReferralCode(session);
  return (
    <section aria-labelledby="referral-share-title" className="rounded-xl border border-line bg-surface p-4 sm:p-5">
      <h2 id="referral-share-title" className="font-semibold text-fg">
        Your referral link
      </h2>
      {code.data ? (
        <ShareBody code={code.data.code} />
      ) : code.isError ? (
        <ErrorState
          className="mt-4"
          title="Your referral code could not be loaded"
          error={code.error}
          onRetry={() => void code.refetch()}
          retrying={code.isFetching}
        />
      ) : (
        <div role="status" aria-label="Loading your referral code" className="mt-4 flex flex-col gap-3 sm:flex-row">
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-9 w-40" />
            <Skeleton className="h-10 w-full" />
          </div>
          <Skeleton className="size-40 self-center" />
        </div>
      )}
    </section>
  );
}

function ShareBody({ code }: { code: string }) {
  const link = referralLink(code);
  return (
    <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <div>
          <p className="text-muted text-sm">Code</p>
          <div className="mt-1 flex items-center gap-2">
            <span data-testid="referral-code" className="font-mono font-semibold text-2xl text-fg tracking-widest">
              {code}
            </span>
            <CopyButton value={code} label="Copy referral code" />
          </div>
        </div>
        <div>
          <p className="text-muted text-sm">Link</p>
          <div className="mt-1 flex items-center gap-2 rounded-lg border border-line bg-raised py-1.5 pr-1.5 pl-3">
            <span
              data-testid="referral-link"
              className="min-w-0 flex-1 break-all font-mono text-fg text-sm"
              title={link}
            >
              {link}
            </span>
            <CopyButton value={link} label="Copy referral link" />
          </div>
        </div>
        <ShareButton link={link} />
        <p className="text-muted text-sm">
          Anyone who opens the link and then connects a wallet that never joined through a referral becomes your
          referral.
        </p>
      </div>
      {/* Dark modules on a white quiet zone: phone cameras read that reliably, whatever the page's theme. */}
      <figure className="flex shrink-0 flex-col items-center gap-2 self-center sm:self-start">
        <QRCodeSVG
          value={link}
          size={160}
          level="M"
          marginSize={4}
          bgColor="#ffffff"
          fgColor="#0a0c10"
          title="QR code of your referral link"
          role="img"
          aria-label="QR code of your referral link"
          className="rounded-lg"
        />
        <figcaption className="text-muted text-xs">Scan to open your link</figcaption>
      </figure>
    </div>
  );
}

function ShareButton({ link }: { link: string }) {
  const [failed, setFailed] = useState(false);
  if (!canShare()) return null;
  const share = async () => {
    setFailed(false);
    try {
      await navigator.share({
        title: 'Launchdeck',
        text: 'Trade new tokens on Launchdeck with my referral link',
        url: link,
      });
    } catch (error) {
      // Closing the sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
    }
  };
  return (
    <div className="flex items-center gap-3">
      <Button variant="secondary" size="sm" onClick={() => void share()}>
        Share link…
      </Button>
      {failed && (
        <p role="alert" className="text-muted text-sm">
          Sharing did not work here: copy the link instead.
        </p>
      )}
    </div>
  );
}
