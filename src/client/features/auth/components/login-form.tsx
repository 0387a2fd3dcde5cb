import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { dismissToast, toast } from '#client/components/ui/use-toast.ts';
import { errorMessageOf } from '#client/lib/api-client.ts';
import { type LoginBody, loginBodySchema } from '#shared/contracts/auth.ts';
import { useLogIn } from '../api/login.ts';

export function LoginForm({
  defaultUsername = '',
  onSuccess,
}: {
  defaultUsername?: string;
  onSuccess: () => void;
}) {
  const logIn = useLogIn();
  // A failure toast must not outlive the next, successful attempt.
  const failureToast = useRef<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    values: { username: defaultUsername, password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    logIn.mutate(values, {
      onSuccess: () => {
        if (failureToast.current) dismissToast(failureToast.current);
        failureToast.current = null;
        onSuccess();
      },
      onError: (error) => {
        failureToast.current = toast({
          title: 'Login failed',
          description: errorMessageOf(error),
          variant: 'destructive',
        }).id;
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Login">
      <FormField label="Username" error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <Button type="submit" size="lg" isLoading={logIn.isPending}>
        Login
      </Button>
    </form>
  );
}
