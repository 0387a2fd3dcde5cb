import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError, errorMessageOf } from '#client/lib/api-client.ts';
import { type RegisterForm as RegisterValues, registerFormSchema } from '#shared/contracts/auth.ts';
import { useRegister } from '../api/register.ts';

const emptyForm: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  email: '',
  name: '',
  bio: '',
  avatar: '',
};

export function RegisterForm({ onRegistered }: { onRegistered: (username: string) => void }) {
  const registerUser = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: emptyForm,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((values) => {
    const parsed = registerFormSchema.parse(values);
    registerUser.mutate(parsed, {
      onSuccess: (user) => {
        toast({
          title: 'Registration successful',
          description: `We sent a verification link to ${user.email}. You can log in now.`,
          variant: 'success',
        });
        onRegistered(user.username);
      },
      onError: (error) => {
        // The server's field errors (e.g. a taken username) go under their fields too.
        if (error instanceof ApiError) {
          for (const issue of error.body?.issues ?? []) {
            if (issue.path in emptyForm)
              setError(issue.path as keyof RegisterValues, { message: issue.message });
          }
        }
        toast({ title: 'Registration failed', description: errorMessageOf(error), variant: 'destructive' });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Register">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message} isRequired>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label="Username" error={errors.username?.message} isRequired>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message} isRequired>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Password"
          error={errors.password?.message}
          hint="8+ characters with upper and lower case, a number and a symbol."
          isRequired
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message} isRequired>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
      </div>
      <FormField label="Bio" error={errors.bio?.message} hint="Optional: tell hosts a little about you.">
        <Textarea rows={2} {...register('bio')} />
      </FormField>
      <FormField
        label="Avatar URL"
        error={errors.avatar?.message}
        hint="Optional: a link to a picture of you."
      >
        <Input type="url" inputMode="url" placeholder="https://" {...register('avatar')} />
      </FormField>
      <Button type="submit" size="lg" isLoading={registerUser.isPending}>
        Create account
      </Button>
    </form>
  );
}
