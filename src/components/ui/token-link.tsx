import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface TokenLinkProps {
  address: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link to a token's page, `/token/$address`. That page is its own issue and not in the route tree
 * yet, so its typed path does not exist: until it does, the path is built here, in one place, and the
 * router shows its not-found page there. When the route lands, this becomes
 * `<Link to="/token/$address" params={{ address }}>`.
 */
export function TokenLink({ address, children, className }: TokenLinkProps) {
  const to = `/token/${encodeURIComponent(address)}` as '/';
  return (
    <Link to={to} dir="auto" className={className}>
      {children}
    </Link>
  );
}
