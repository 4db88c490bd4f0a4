import { useState } from 'react';
import { env } from '@/app/env';
import { safeImageSrc } from '@/lib/safe-link';

/** Where logos may come from: the services (the launch service serves them) and the app itself. */
const TRUSTED_LOGO_ORIGINS = [env.launchApiUrl, env.swapApiUrl, globalThis.location?.origin]
  .filter((url): url is string => Boolean(url))
  .map((url) => new URL(url).origin);

const SIZES = { sm: 'size-8 text-xs', md: 'size-12 text-base', lg: 'size-16 text-xl' } as const;
const PIXELS = { sm: 32, md: 48, lg: 64 } as const;

interface TokenLogoProps {
  /** The token's image_url, untrusted: only an http(s) URL on a trusted origin is ever loaded. */
  src: string;
  /** Its first letter stands in when there is no usable logo. */
  ticker: string;
  size?: keyof typeof SIZES;
  /** Above the fold (the banners) the logo is part of the first paint: load it eagerly. */
  eager?: boolean;
}

/** The first letter or digit, so that a ticker made of controls or markup still gets a clean initial. */
const initialOf = (ticker: string) => /[\p{L}\p{N}]/u.exec(ticker.normalize('NFKC'))?.[0]?.toUpperCase() ?? '?';

/**
 * A token's logo: always the same box, so the layout never shifts. Decorative (alt=""), because the
 * name is written next to it; a failed or unsafe image falls back to the ticker's initial.
 */
export function TokenLogo({ src, ticker, size = 'md', eager = false }: TokenLogoProps) {
  const safeSrc = safeImageSrc(src, TRUSTED_LOGO_ORIGINS);
  const [failedSrc, setFailedSrc] = useState<string>();
  const box = `${SIZES[size]} shrink-0 rounded-full`;

  if (!safeSrc || failedSrc === safeSrc) {
    return (
      <span
        aria-hidden="true"
        data-testid="token-logo-fallback"
        className={`${box} flex items-center justify-center bg-raised font-semibold text-muted`}
      >
        {initialOf(ticker)}
      </span>
    );
  }
  return (
    <img
      src={safeSrc}
      alt=""
      width={PIXELS[size]}
      height={PIXELS[size]}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(safeSrc)}
      className={`${box} bg-raised object-cover`}
    />
  );
}
