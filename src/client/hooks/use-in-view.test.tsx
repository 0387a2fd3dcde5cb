import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInView } from './use-in-view.ts';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useInView(ref) ? 'near' : 'far'}</div>;
}

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

describe('useInView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns true once the element nears the viewport, and stops watching', () => {
    let notify: Callback = () => {};
    const disconnect = vi.fn();
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, init: IntersectionObserverInit) {
          notify = callback;
          options.push(init);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(options[0]?.rootMargin).toBe('300px');
    act(() => notify([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('counts as in view where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
