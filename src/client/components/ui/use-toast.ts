import type * as React from 'react';
import { useSyncExternalStore } from 'react';
import type { ToastActionElement } from './toast.tsx';

/** One toast at a time, shown for 5 s unless a toast sets its own duration. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;
// Keeps a dismissed toast mounted long enough for its exit animation.
const TOAST_REMOVE_DELAY = 1000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export type ToastOptions = {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** Milliseconds; defaults to TOAST_DEFAULT_DURATION. Infinity keeps it open. */
  duration?: number;
  action?: ToastActionElement;
};

export type ToasterToast = ToastOptions & { id: string; isOpen: boolean };

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
};

let toasts: ToasterToast[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToasterToast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    setToasts(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY);
  removeTimers.set(id, timer);
}

function updateToast(id: string, options: ToastOptions): void {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, ...options } : item)));
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, isOpen: false } : item)));
}

/**
 * Shows a toast. Callable from anywhere, including outside React (e.g. a
 * TanStack Query onError); a mounted <Toaster /> renders it.
 */
export function toast(options: ToastOptions): ToastHandle {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  const shown: ToasterToast = { ...options, id, isOpen: true };
  const kept = [shown, ...toasts].slice(0, TOAST_LIMIT);
  for (const item of toasts) {
    if (kept.includes(item)) continue;
    clearTimeout(removeTimers.get(item.id));
    removeTimers.delete(item.id);
  }
  setToasts(kept);
  return { id, dismiss: () => dismissToast(id), update: (next) => updateToast(id, next) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToasterToast[] {
  return toasts;
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
