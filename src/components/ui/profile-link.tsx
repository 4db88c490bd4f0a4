import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { shortAddress } from '@/lib/format';

interface ProfileLinkProps {
  address: string;
  /** What the link shows: the short address by default. */
  children?: ReactNode;
  className?: string;
}

/** A trader's address, linked to its profile; the whole address in the title. */
export function ProfileLink({ address, children, className = 'hover:text-fg hover:underline' }: ProfileLinkProps) {
  return (
    <Link to="/profile/$address" params={{ address }} title={address} className={className}>
      {children ?? <span className="font-mono">{shortAddress(address)}</span>}
    </Link>
  );
}
