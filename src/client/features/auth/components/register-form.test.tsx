import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

function renderWithQuery(ui: React.ReactElement) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

describe('RegisterForm', () => {
  it('shows every spec message under its own field and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithQuery(<RegisterForm onRegistered={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("says 'Passwords don't match' under the confirmation", async () => {
    renderWithQuery(<RegisterForm onRegistered={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'Party!Time9');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Party!Time8');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const message = await screen.findByText("Passwords don't match");
    expect(screen.getByLabelText(/^Confirm password/).getAttribute('aria-describedby')).toContain(
      message.closest('[id]')?.id,
    );
  });
});

describe('LoginForm', () => {
  it('requires a username and a password', async () => {
    renderWithQuery(<LoginForm onSuccess={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });
});
