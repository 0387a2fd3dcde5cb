/**
 * What the unit tests import as '@testing-library/react' (vitest.config.ts aliases it here): the
 * same queries from @testing-library/dom, which user-event also drives, with rendering by Testing
 * Library's Preact build. As in React's build, every event, unmount and cleanup runs inside act(),
 * and every wait ends with one,: Preact runs effects and their cleanups after the next frame unless act() flushes them, so
 * without it a test would read the page before its effects (the document title, a focus move) ran.
 */
import { configure } from '@testing-library/dom';
import {
  cleanup as cleanupPreact,
  renderHook as renderHookPreact,
  render as renderPreact,
} from '@testing-library/preact/pure';
import { options } from 'preact';
import { act } from 'preact/test-utils';

export * from '@testing-library/dom';
export { act };

// Effects run right after each render instead of after the next frame, which jsdom never paints:
// a test that waits for text then sees the effects of the render that showed it, as under React.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

configure({
  // A lazily loaded chunk (the calendar file's writer, a dialog) is compiled on first import, which
  // under a busy CI machine can take longer than the library's 1 s default for findBy and waitFor.
  asyncUtilTimeout: 5000,
  // A wait polls the page as it renders, then flushes what its last step scheduled.
  asyncWrapper: async (run) => {
    const result = await run();
    await act(async () => {});
    return result;
  },
  eventWrapper: (run) => {
    let result: unknown;
    act(() => {
      result = run();
    });
    return result;
  },
});

/** The same result, with its unmount flushed inside act() so effect cleanups run before it returns. */
function withActUnmount<Result extends { unmount: () => unknown }>(result: Result): Result {
  return {
    ...result,
    unmount: () =>
      act(() => {
        result.unmount();
      }),
  };
}

export function render(...args: Parameters<typeof renderPreact>): ReturnType<typeof renderPreact> {
  return withActUnmount(renderPreact(...args));
}

export function renderHook<Result, Props>(
  ...args: Parameters<typeof renderHookPreact<Result, Props>>
): ReturnType<typeof renderHookPreact<Result, Props>> {
  return withActUnmount(renderHookPreact(...args));
}

export function cleanup(): void {
  act(() => cleanupPreact());
}
