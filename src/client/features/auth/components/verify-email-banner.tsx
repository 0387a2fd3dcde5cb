import { MailWarning } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { errorMessageOf } from '#client/lib/api-client.ts';
import { useUser } from '#client/lib/user.ts';
import { useResendVerification } from '../api/resend-verification.ts';

/**
 * A reminder under the navigation for a signed-in user whose address is not verified yet, with a
 * way to ask for the mail again (the server allows a few an hour). Not shown while the
 * verification page itself is open.
 */
export function VerifyEmailBanner() {
  const { data: user } = useUser();
  const { pathname } = useLocation();
  const resend = useResendVerification();
  if (!user || user.emailVerified || pathname === paths.verifyEmail) return null;

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) =>
        toast({ title: 'Verification email', description: message, variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Could not send the email',
          description: errorMessageOf(error),
          variant: 'destructive',
        }),
    });

  return (
    <section aria-label="Email verification" className="border-amber-200 border-b bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <MailWarning aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        <p className="min-w-56 flex-1 text-sm">
          <span className="font-semibold">Please verify your email address.</span> We sent a link to{' '}
          <span className="font-medium [overflow-wrap:anywhere]">{user.email}</span>.
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onResend}
          disabled={resend.isPending}
          aria-busy={resend.isPending}
        >
          {resend.isPending ? 'Sending…' : 'Resend email'}
        </Button>
      </div>
    </section>
  );
}
