import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, TOAST_DEFAULT_DURATION, TOAST_LIMIT, toast, useToast } from './use-toast.ts';

describe('toast store', () => {
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it('keeps one toast at a time with a 5 s default', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', variant: 'destructive' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', isOpen: true });
  });

  it('closes a dismissed toast, then removes it after the exit animation', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let id = '';
    act(() => {
      id = toast({ title: 'Saved', variant: 'success' }).id;
    });
    act(() => dismissToast(id));
    expect(result.current.toasts[0]?.isOpen).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.toasts).toHaveLength(0);
  });

  it('updates a toast through its handle', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      const handle = toast({ title: 'Uploading' });
      handle.update({ title: 'Uploaded' });
    });
    expect(result.current.toasts[0]?.title).toBe('Uploaded');
  });
});
