import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { AppProvider } from './provider.tsx';

describe('AppProvider', () => {
  it('loads the toaster with the first toast and shows it', async () => {
    render(
      <AppProvider queryClient={createQueryClient()}>
        <p>Page</p>
      </AppProvider>,
    );
    // No toast yet: the toaster's viewport is not on the page.
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    act(() => {
      toast({ title: 'Saved', description: 'Your event is saved.' });
    });
    expect(await screen.findByText('Your event is saved.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
