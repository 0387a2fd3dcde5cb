import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useImageProgress } from './use-image-progress.ts';

describe('useImageProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at 10, adds 5 every 2 seconds and stops at 90', () => {
    const { result } = renderHook(() => useImageProgress());
    expect(result.current.progress).toBe(0);
    act(() => result.current.start());
    expect(result.current.progress).toBe(10);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.progress).toBe(10);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.progress).toBe(15);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.progress).toBe(25);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.progress).toBe(90);
  });

  it('jumps to 100 on success and stays there', () => {
    const { result } = renderHook(() => useImageProgress());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(6000));
    act(() => result.current.complete());
    expect(result.current.progress).toBe(100);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.progress).toBe(100);
  });

  it('resets to 0 on error and stops creeping', () => {
    const { result } = renderHook(() => useImageProgress());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.fail());
    expect(result.current.progress).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.progress).toBe(0);
  });

  it('starts again from 10 on a second run', () => {
    const { result } = renderHook(() => useImageProgress());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(8000));
    act(() => result.current.complete());
    act(() => result.current.start());
    expect(result.current.progress).toBe(10);
  });
});
