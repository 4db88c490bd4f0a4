import { Link } from '@tanstack/react-router';
import { buttonClasses } from '@/components/ui/button';

/** A profile URL that holds no address: says so, shows what was asked, leads back. */
export function ProfileMissingPage({ address }: { address: string }) {
  return (
    <section
      aria-labelledby="profile-missing-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <h1 id="profile-missing-title" className="font-semibold text-2xl text-fg tracking-tight">
        That is not an address
      </h1>
      <p className="mt-3 text-muted">A profile’s address is 0x followed by 40 hexadecimal digits. This one is not:</p>
      <p className="mt-2 break-all font-mono text-fg text-sm">{address || '(empty)'}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        Back to Discover
      </Link>
    </section>
  );
}
