import type * as React from 'react';
import { cn } from '#client/lib/cn.ts';

export const inputBaseClass = cn(
  'w-full min-w-0 rounded-xl border border-input bg-card px-3.5 text-base text-foreground shadow-xs sm:text-sm',
  'transition-[border-color,box-shadow] duration-150 placeholder:text-ink-500',
  'hover:border-ink-400 focus-visible:border-primary focus-visible:outline-offset-1',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
);

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        inputBaseClass,
        'h-11',
        'file:mr-3 file:h-full file:border-0 file:bg-transparent file:font-medium file:text-foreground file:text-sm',
        className,
      )}
      {...props}
    />
  );
}
