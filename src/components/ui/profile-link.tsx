import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { shortAddress } from '@/lib/format';

interface ProfileLinkProps {
  address: string;
  /** What the link shows: the short address by default. */
  children?: ReactNode;
  className?: string;
  /** On following the link (a menu closes itself). */
  onClick?: () => void;
}

/** A trader's address, linked to its profile; the whole address in the title. */
export function ProfileLink({
  address,
  children,
  className = 'hover:text-fg hover:underline',
  onClick,
}: ProfileLinkProps) {
  const router = useRouter({ warn: false });
  const content = children ?? <span className="font-mono">{shortAddress(address)}</span>;
  // Outside a router (a panel rendered on its own, as its component tests do) a plain link to the same URL.
  if (!router) {
    return (
      <a href={`/profile/${address}`} title={address} className={className} onClick={onClick}>
        {content}
      </a>
    );
  }
  return (
    <Link to="/profile/$address" params={{ address }} title={address} className={className} onClick={onClick}>
      {content}
    </Link>
  );
}
