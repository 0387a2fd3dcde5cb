import { type ComponentType, lazy, useRef, useState } from 'react';

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
 * State for a button that opens a part made by `lazyOnIntent`: the part is rendered from the first
 * press on (and stays, so it can animate closed), and `trigger` is where the focus goes back.
 */
export function useOpenOnPress() {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const open = () => {
    setWasOpened(true);
    setIsOpen(true);
  };
  return { isOpen, setIsOpen, wasOpened, trigger, open };
}
