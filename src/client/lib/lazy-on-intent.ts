import { type ComponentType, lazy, type RefObject, useRef, useState } from 'react';

/**
 * A `lazy()` component whose code is fetched when the visitor shows they may use it, not with the
 * page: its trigger spreads `intentProps`, so pointing at it, touching it or focusing it starts the
 * download, and the part renders once pressed. What a visitor never opens costs the page nothing.
 */
export function lazyOnIntent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => {
    // A failed download is tried again on the next intent rather than remembered.
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const intentProps = { onPointerEnter: preload, onTouchStart: preload, onFocus: preload };
  return Object.assign(lazy(preload), { preload, intentProps });
}

/**
 * State for a button that opens a dialog made by `lazyOnIntent`: the button spreads `triggerProps`
 * (intent, press, and its ARIA state); the dialog is rendered from the first press on (and stays,
 * so it can animate closed), and `trigger` is where the focus goes back.
 */
export function useOpenOnPress(part: { intentProps: object }) {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const triggerProps = {
    ...part.intentProps,
    ref: trigger,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': isOpen,
    onClick: () => {
      setWasOpened(true);
      setIsOpen(true);
    },
  };
  return { isOpen, setIsOpen, wasOpened, trigger, triggerProps };
}

/**
 * A dialog's `onCloseAutoFocus` when its opening button lives outside it: Radix would send the
 * focus to a trigger of its own, and with none the focus would be lost.
 */
export function focusBackTo(trigger: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };
}
