import { CircleAlert, CircleCheck } from 'lucide-react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';
import { dismissToast, TOAST_DEFAULT_DURATION, type ToastVariant, useToast } from './use-toast.ts';

const variantIcons: Partial<Record<ToastVariant, typeof CircleCheck>> = {
  success: CircleCheck,
  destructive: CircleAlert,
};

/** Mount once near the root. Swipe right (50 px) dismisses; F8 focuses the toasts. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider swipeDirection="right" swipeThreshold={50} duration={TOAST_DEFAULT_DURATION}>
      {toasts.map(({ id, title, description, action, variant, duration, isOpen }) => {
        const Icon = variant ? variantIcons[variant] : undefined;
        return (
          <Toast
            key={id}
            variant={variant}
            duration={duration}
            open={isOpen}
            onOpenChange={(open) => {
              if (!open) dismissToast(id);
            }}
          >
            {Icon ? <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : null}
            <div className="grid min-w-0 flex-1 gap-0.5">
              {title ? <ToastTitle>{title}</ToastTitle> : null}
              {description ? <ToastDescription>{description}</ToastDescription> : null}
            </div>
            {action}
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  );
}
