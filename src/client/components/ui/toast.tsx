import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '#client/lib/cn.ts';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        'fixed right-0 bottom-0 z-100 m-0 flex w-full list-none flex-col gap-2 p-4 outline-none',
        'pb-[max(1rem,env(safe-area-inset-bottom))] sm:right-2 sm:bottom-2 sm:max-w-[26rem]',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl p-4 pr-12 shadow-xl',
    'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-[translate]',
    'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=end]:animate-toast-out',
    '[&_:focus-visible]:outline-white',
  ],
  {
    variants: {
      variant: {
        default: 'bg-ink-900 text-white',
        success: 'bg-success text-success-foreground',
        destructive: 'bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> &
  VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn('font-semibold text-sm leading-5', className)}
      {...props}
    />
  );
}

export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      // The variant's own foreground in full: at 85% white falls under 4.5:1 on the success green.
      className={cn('text-sm leading-5', className)}
      {...props}
    />
  );
}

/** A secondary action inside a toast. altText describes it for screen readers (e.g. "Undo delete"). */
export function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center self-center rounded-full border border-white/35 px-3.5 font-semibold text-sm',
        'transition-colors hover:bg-white/15',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      className={cn(
        'absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-full text-white/75 transition-colors hover:bg-white/15 hover:text-white',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
      <span className="sr-only">Dismiss notification</span>
    </ToastPrimitive.Close>
  );
}

export type ToastActionElement = React.ReactElement<React.ComponentProps<typeof ToastAction>>;
