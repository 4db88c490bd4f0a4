import { type LinkKind, safeHref } from '@/lib/safe-link';

interface SafeExternalLinkProps {
  /** The raw URL from token data, untrusted. */
  href: string | null | undefined;
  kind: LinkKind;
  /** The visible label; the accessible name adds that the link opens a new tab. */
  children: string;
  className?: string;
}

/**
 * A link out of the app only when safe-link allows it (https, and the network's own hosts for
 * telegram / twitter), opened in a new tab without handing over `window.opener` or the referrer.
 * Otherwise the label shows as plain text: the token claims a link we will not open.
 */
export function SafeExternalLink({ href, kind, children, className = '' }: SafeExternalLinkProps) {
  const safe = safeHref(href, kind);
  if (!safe) {
    return (
      <span className={`cursor-not-allowed opacity-60 ${className}`} title="Not a safe https link: not opened">
        {children}
      </span>
    );
  }
  return (
    // An aria-label rather than a hidden span: one DOM node less in every card of the grid.
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${children} (opens in a new tab)`}
      className={className}
    >
      {children}
    </a>
  );
}
