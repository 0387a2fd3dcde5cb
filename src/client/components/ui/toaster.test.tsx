import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster.tsx';
import { dismissToast, toast } from './use-toast.ts';

describe('Toaster', () => {
  afterEach(() => act(() => dismissToast()));

  it('renders a toast raised outside React, with an F8 hotkey viewport', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Could not save event', description: 'Check your connection.', variant: 'destructive' });
    });
    expect(screen.getByText('Could not save event')).toBeInTheDocument();
    expect(screen.getByText('Check your connection.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot=toast]')).toHaveAttribute('data-variant', 'destructive');
  });
});
