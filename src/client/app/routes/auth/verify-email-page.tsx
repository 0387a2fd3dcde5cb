import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { paths } from '#client/config/paths.ts';
import { verifyEmail } from '#client/features/auth/api/verify-email.ts';
import { usePageTitle } from '#client/hooks/use-page-title.ts';
import { ApiError } from '#client/lib/api-client.ts';

type State =
  | { status: 'loading' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string };

export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [state, setState] = useState<State>(() =>
    token ? { status: 'loading' } : { status: 'error', message: 'Invalid verification link' },
  );
  const hasStarted = useRef(false);
  usePageTitle(
    state.status === 'loading'
      ? 'Verifying your email'
      : state.status === 'success'
        ? 'Email verified'
        : 'Verification failed',
  );

  useEffect(() => {
    // Tokens work once: never send the same one twice (StrictMode runs effects twice in dev).
    if (!token || hasStarted.current) return;
    hasStarted.current = true;
    verifyEmail(token)
      .then((result) => setState({ status: 'success', message: result.message }))
      .catch((error: unknown) => {
        if (error instanceof ApiError) {
          setState({ status: 'error', message: error.body?.message || 'Failed to verify email' });
        } else {
          setState({ status: 'error', message: 'An error occurred during verification' });
        }
      });
  }, [token]);

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardContent className="grid justify-items-center gap-4 py-10 text-center">
          {state.status === 'loading' ? (
            <>
              <Spinner size="lg" label="Verifying your email" />
              <h1 className="font-display text-2xl font-bold">Verifying your email…</h1>
            </>
          ) : state.status === 'success' ? (
            <>
              <CircleCheck className="size-14 text-success" aria-hidden="true" />
              <h1 className="font-display text-2xl font-bold">Email verified</h1>
              <p className="text-muted-foreground">{state.message}</p>
              <Button asChild>
                <Link to={paths.auth}>Continue to Login</Link>
              </Button>
            </>
          ) : (
            <>
              <CircleX className="size-14 text-destructive" aria-hidden="true" />
              <h1 className="font-display text-2xl font-bold">Verification failed</h1>
              <p role="alert" className="text-muted-foreground">
                {state.message}
              </p>
              <Button asChild variant="outline">
                <Link to={paths.auth}>Return to Login</Link>
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
