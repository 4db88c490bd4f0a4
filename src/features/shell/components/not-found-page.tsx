import { Link, useLocation } from '@tanstack/react-router';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24"
    >
      <p className="font-mono text-accent text-sm">404</p>
      <h1 id="not-found-title" className="mt-2 font-semibold text-2xl text-fg tracking-tight sm:text-3xl">
        Page not found
      </h1>
      <p className="mt-3 text-muted">
        Nothing lives at <span className="break-all font-mono text-fg">{pathname}</span> yet. The link may be mistyped,
        or this part of Launchdeck is still being built.
      </p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        Back to Discover
      </Link>
    </section>
  );
}
