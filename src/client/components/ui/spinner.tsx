import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '#client/lib/cn.ts';

const spinnerVariants = cva('animate-spin text-primary', {
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** Announced to screen readers, e.g. "Loading events". */
    label?: string;
  };

export function Spinner({ className, size, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className={spinnerVariants({ size })} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
