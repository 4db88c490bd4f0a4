import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';

/** What to tell the reader: a service failure has a readable message; anything else is our bug. */
function explain(error: unknown): { title: string; message: string } {
  if (isApiError(error)) {
    if (error.isNotFound) return { title: 'Not found', message: error.message };
    return { title: 'This page could not load', message: error.message };
  }
  return {
    title: 'Something went wrong',
    message: 'An unexpected error stopped this page. Trying again usually helps; if not, reload the app.',
  };
}

/**
 * The router's error page. "Try again" re-runs the route's loaders with `router.invalidate()`, and
 * the query error boundary is reset so that queries which failed are fetched again, not re-thrown.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const [retrying, setRetrying] = useState(false);
  const { title, message } = explain(error);

  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);

  useEffect(() => {
    // Unexpected errors are bugs: keep the details for whoever opens the console.
    if (!isApiError(error)) console.error(error);
  }, [error]);

  const retry = async () => {
    setRetrying(true);
    try {
      await router.invalidate();
    } finally {
      setRetrying(false);
    }
  };

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <h1 className="font-semibold text-2xl text-fg tracking-tight">{title}</h1>
      <p className="mt-3 text-muted">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={retry} busy={retrying}>
          Try again
        </Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload the app
        </Button>
      </div>
    </section>
  );
}
