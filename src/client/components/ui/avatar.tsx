import { cva, type VariantProps } from 'class-variance-authority';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '#client/lib/cn.ts';

const avatarVariants = cva(
  'relative inline-flex shrink-0 select-none overflow-hidden rounded-full bg-muted',
  {
    variants: {
      size: {
        xs: 'size-6 text-[0.625rem]',
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-14 text-lg',
        xl: 'size-20 text-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

// Dark-on-light pairs, all above 4.5:1, picked by a stable hash of the name.
const fallbackTones = [
  'bg-brand-100 text-brand-800',
  'bg-party-100 text-party-700',
  'bg-sky-100 text-sky-800',
  'bg-amber-100 text-amber-900',
  'bg-emerald-100 text-emerald-800',
  'bg-rose-100 text-rose-800',
] as const;

function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ? Array.from(words[0])[0] : undefined;
  const last = words.length > 1 ? Array.from(words[words.length - 1] ?? '')[0] : undefined;
  return `${first ?? ''}${last ?? ''}`.toUpperCase() || '?';
}

function pickTone(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return fallbackTones[hash % fallbackTones.length] ?? fallbackTones[0];
}

export type AvatarProps = React.ComponentProps<typeof AvatarPrimitive.Root> &
  VariantProps<typeof avatarVariants>;

export function Avatar({ className, size, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root data-slot="avatar" className={cn(avatarVariants({ size }), className)} {...props} />
  );
}

/** Always pass a meaningful alt (usually the person's name). */
export function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

export type AvatarFallbackProps = React.ComponentProps<typeof AvatarPrimitive.Fallback> & {
  /** Full name: renders coloured initials and names the avatar for screen readers. */
  name?: string;
};

export function AvatarFallback({ className, name, children, ...props }: AvatarFallbackProps) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      role={name ? 'img' : undefined}
      aria-label={name}
      className={cn(
        'flex size-full items-center justify-center rounded-full font-semibold tracking-tight',
        name ? pickTone(name) : 'bg-muted text-muted-foreground',
        className,
      )}
      {...props}
    >
      {children ?? (name ? <span aria-hidden="true">{getInitials(name)}</span> : null)}
    </AvatarPrimitive.Fallback>
  );
}
