import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { authKeys } from '#client/lib/user.ts';
import { NavBar } from './nav-bar.tsx';

function renderNavBar() {
  const client = createQueryClient();
  client.setQueryData(authKeys.user, null);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <NavBar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NavBar on a phone', () => {
  it('opens the drawer from the menu button and gives the focus back when it closes', async () => {
    const user = userEvent.setup();
    renderNavBar();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The drawer's code is not on the page until the visitor reaches for the button.
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toHaveTextContent('Login');
    expect(drawer).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });
});
