import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface TokenLinkProps {
  address: string;
  children: ReactNode;
  className?: string;
}

/** A link to a token's page. */
export function TokenLink({ address, children, className }: TokenLinkProps) {
  return (
    <Link to="/token/$address" params={{ address }} dir="auto" className={className}>
      {children}
    </Link>
  );
}
