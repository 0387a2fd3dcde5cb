import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Avatar, AvatarFallback, AvatarImage } from '#client/components/ui/avatar.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { type UpdateUserBody, type User, updateUserBodySchema } from '#shared/contracts/auth.ts';

// The PATCH schema's input: what the inputs hold before validation.
type ProfileFormValues = z.input<typeof updateUserBodySchema>;
const FIELDS = ['name', 'username', 'bio', 'avatar'] as const;

const toFormValues = (user: User): ProfileFormValues => ({
  name: user.name,
  username: user.username,
  bio: user.bio ?? '',
  avatar: user.avatar ?? '',
});

export type EditProfileDialogProps = {
  user: User;
  /** Saves (PATCH /api/user); the page shows the toasts. A rejection keeps the dialog open. */
  onSave: (body: UpdateUserBody) => Promise<unknown>;
};

/** The edit-profile dialog, validated with the shared PATCH /api/user schema. */
export function EditProfileDialog({ user, onSave }: EditProfileDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, UpdateUserBody>({
    resolver: zodResolver(updateUserBodySchema),
    defaultValues: toFormValues(user),
    mode: 'onTouched',
  });
  const [name, avatar] = useWatch({ control, name: ['name', 'avatar'] });

  const submit = handleSubmit(async (body) => {
    try {
      await onSave(body);
      setIsOpen(false);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const issue of error.body?.issues ?? []) {
        const field = FIELDS.find((f) => f === issue.path);
        if (field) setError(field, { type: 'server', message: issue.message });
      }
    }
  });

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        // Each opening starts from what is saved now.
        if (open) reset(toFormValues(user));
        setIsOpen(open);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>How hosts and guests see you on Confetti.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Edit profile" className="grid gap-5">
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <FormField label="Name" error={errors.name?.message} isRequired>
              <Input autoComplete="name" {...register('name')} />
            </FormField>
            <FormField label="Username" error={errors.username?.message} isRequired>
              <Input
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                {...register('username')}
              />
            </FormField>
          </div>
          <FormField label="Bio" error={errors.bio?.message} hint="Optional: a line or two about you.">
            <Textarea rows={3} {...register('bio')} />
          </FormField>
          <div className="flex items-start gap-4">
            <Avatar size="lg" className="mt-7">
              {avatar ? <AvatarImage src={avatar} alt="" /> : null}
              <AvatarFallback name={name || user.name} />
            </Avatar>
            <FormField
              label="Avatar URL"
              error={errors.avatar?.message}
              hint="Optional: a link to a picture of you."
              className="flex-1"
            >
              <Input type="url" inputMode="url" placeholder="https://" {...register('avatar')} />
            </FormField>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" isLoading={isSubmitting}>
              Save changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
