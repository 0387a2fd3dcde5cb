import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { authKeys } from '#client/lib/user.ts';
import { buildTestUser } from '#client/testing/fixtures.ts';
import type { User } from '#shared/contracts/auth.ts';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderBanner(user: User | null, path = '/') {
  const client = createQueryClient();
  client.setQueryData(authKeys.user, user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <VerifyEmailBanner />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const unverified = buildTestUser({ id: 7, email: 'riley@example.com', emailVerified: false });

afterEach(() => vi.restoreAllMocks());

describe('VerifyEmailBanner', () => {
  it('reminds an unverified user and resends the mail on request', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input).endsWith('/api/resend-verification')
          ? json(200, { message: 'We sent a new verification link to riley@example.com.' })
          : json(200, unverified),
      );
    renderBanner(unverified);
    const banner = screen.getByRole('region', { name: 'Email verification' });
    expect(banner).toHaveTextContent(
      'Please verify your email address. We sent a link to riley@example.com.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend email' }));
    expect(
      await screen.findByText('We sent a new verification link to riley@example.com.'),
    ).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls.find(([u]) => String(u).endsWith('/api/resend-verification'))!;
    expect(String(url)).toMatch(/\/api\/resend-verification$/);
    expect(init?.method).toBe('POST');
  });

  it("shows the server's message when the limit is reached", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).endsWith('/api/resend-verification')
        ? json(429, { code: 'RATE_LIMITED', message: 'You asked for the verification email several times.' })
        : json(200, unverified),
    );
    renderBanner(unverified);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend email' }));
    expect(
      await screen.findByText('You asked for the verification email several times.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Could not send the email')).toBeInTheDocument();
  });

  it('is absent for guests, verified users and on the verification page', async () => {
    renderBanner(null);
    renderBanner({ ...unverified, emailVerified: true });
    renderBanner(unverified, '/verify-email');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull());
  });
});
