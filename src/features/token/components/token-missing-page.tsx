import { Link } from '@tanstack/react-router';
import { buttonClasses } from '@/components/ui/button';

interface TokenMissingPageProps {
  /** What the URL held (malformed) or the address the service does not know (unknown). */
  address: string;
  reason: 'malformed' | 'unknown';
}

const COPY = {
  malformed: {
    title: 'That is not a token address',
    body: 'A token address is 0x followed by 40 hexadecimal digits. This one is not:',
  },
  unknown: {
    title: 'No token at this address',
    body: 'No token was launched at this address, or it is too new to be listed yet:',
  },
} as const;

/** A token page for an address that has no token: says which case it is, shows what was asked, leads back. */
export function TokenMissingPage({ address, reason }: TokenMissingPageProps) {
  const copy = COPY[reason];
  return (
    <section
      aria-labelledby="token-missing-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <h1 id="token-missing-title" className="font-semibold text-2xl text-fg tracking-tight">
        {copy.title}
      </h1>
      <p className="mt-3 text-muted">{copy.body}</p>
      <p className="mt-2 break-all font-mono text-fg text-sm">{address || '(empty)'}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        Back to Discover
      </Link>
    </section>
  );
}
