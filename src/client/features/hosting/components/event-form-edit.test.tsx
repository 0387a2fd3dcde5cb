import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { EventFormValues } from '../lib/event-form-schema.ts';
import { emptyEventForm } from '../lib/event-form-values.ts';
import { EventForm, type EventFormProps } from './event-form.tsx';

const saved: EventFormValues = {
  ...emptyEventForm,
  title: 'Rooftop Jazz Night',
  description: 'Live quartet and small plates.',
  date: '2026-12-05T19:00',
  location: 'Austin, TX',
  eviteSynced: true,
  eviteInvitationUrl: 'https://www.evite.com/event/abc123',
  eviteEventId: 'abc123',
  eviteSyncStatus: 'synced',
};

/** An Image stand-in: loads URLs containing 'good' and fails the rest. */
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(url: string) {
    setTimeout(() => (url.includes('good') ? this.onload?.() : this.onerror?.()), 5);
  }
}

function renderEdit(props: Partial<EventFormProps> = {}) {
  const onSubmit = vi.fn<EventFormProps['onSubmit']>().mockResolvedValue(undefined);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <EventForm
          mode="edit"
          eventId={42}
          defaultValues={saved}
          isAdmin
          isSubmitting={false}
          onSubmit={onSubmit}
          renderImageGenerator={() => null}
          {...props}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

// Radix's Switch measures itself; jsdom has no ResizeObserver.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('Image', FakeImage);
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json([]));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('EventForm (edit): Evite', { timeout: 15_000 }, () => {
  it('clears the invitation URL and event id when sync is turned off', async () => {
    const { user, onSubmit } = renderEdit();
    const sync = screen.getByRole('switch', { name: 'Sync with Evite' });
    expect(screen.getByLabelText(/^Evite invitation URL/)).toHaveValue('https://www.evite.com/event/abc123');
    expect(screen.getByLabelText('Evite event ID')).toHaveValue('abc123');
    expect(screen.getByLabelText('Sync status')).toHaveAttribute('readonly');

    await user.click(sync);
    expect(sync).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByLabelText(/^Evite invitation URL/)).not.toBeInTheDocument();

    await user.click(sync);
    expect(screen.getByLabelText(/^Evite invitation URL/)).toHaveValue('');
    expect(screen.getByLabelText('Evite event ID')).toHaveValue('');

    await user.click(sync);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, changed] = onSubmit.mock.calls[0]!;
    expect(values).toMatchObject({ eviteSynced: false, eviteInvitationUrl: null, eviteEventId: null });
    expect(changed).toMatchObject({ eviteSynced: true, eviteInvitationUrl: true, eviteEventId: true });
  });

  it("asks for a valid invitation URL while sync is on: 'Please enter a valid URL'", async () => {
    const { user, onSubmit } = renderEdit();
    const url = screen.getByLabelText(/^Evite invitation URL/);
    await user.clear(url);
    await user.type(url, 'evite dot com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('links administrators to the image wizard', () => {
    renderEdit();
    expect(screen.getByRole('link', { name: 'Image Wizard' })).toHaveAttribute(
      'href',
      '/admin/events/42/image',
    );
  });
});

describe('EventForm (edit): image URL', { timeout: 15_000 }, () => {
  it.each([
    ['/images/poster.png', 'Local image path is valid'],
    ['https://cdn.example.com/good.png', 'Image URL is valid'],
    ['https://cdn.example.com/broken.png', 'Invalid Image URL - The URL provided is not a valid image URL'],
    ['not a url', 'Invalid Image URL - The URL provided is not a valid image URL'],
  ])('%s: %s', async (value, message) => {
    const { user } = renderEdit();
    await user.type(screen.getByLabelText('Image URL'), value);
    expect(await screen.findByText(message, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('fills the Image URL field with an uploaded image and saves it as a change', async () => {
    const stored = `/images/${'d'.repeat(64)}`;
    vi.mocked(globalThis.fetch).mockImplementation(async (input) =>
      String(input).startsWith('/api/images/uploads')
        ? Response.json({ imageUrl: stored }, { status: 201 })
        : Response.json([]),
    );
    const { user, onSubmit } = renderEdit();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'poster.jpg', { type: 'image/jpeg' });

    await user.upload(screen.getByLabelText('Upload an image'), file);

    await waitFor(() => expect(screen.getByLabelText('Image URL')).toHaveValue(stored));
    expect(await screen.findByText('Local image path is valid', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, changed] = onSubmit.mock.calls[0]!;
    expect(values.image).toBe(stored);
    expect(changed.image).toBe(true);
  });

  it('does not save an image URL that fails to load', async () => {
    const { user, onSubmit } = renderEdit();
    await user.type(screen.getByLabelText('Image URL'), 'https://cdn.example.com/broken.png');
    await screen.findByText('Invalid Image URL - The URL provided is not a valid image URL');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByLabelText('Image URL')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
