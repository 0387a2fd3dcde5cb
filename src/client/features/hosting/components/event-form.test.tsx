import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { EventFormValues } from '../lib/event-form-schema.ts';
import { emptyEventForm } from '../lib/event-form-values.ts';
import { EventForm, type EventFormProps } from './event-form.tsx';

const UNKNOWN_PLACE = "We couldn't find that place. Try 'City, ST' or a street address with the city.";

const suggestions = [
  {
    label: 'Austin, TX',
    city: 'Austin',
    region: 'TX',
    latitude: 30.27,
    longitude: -97.74,
    timeZone: 'America/Chicago',
  },
  {
    label: 'Aurora, CO',
    city: 'Aurora',
    region: 'CO',
    latitude: 39.73,
    longitude: -104.83,
    timeZone: 'America/Denver',
  },
];

// Radix's Switch (Sold out) measures itself; jsdom has no ResizeObserver.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});

function renderForm(props: Partial<EventFormProps> = {}) {
  const onSubmit = vi.fn<EventFormProps['onSubmit']>().mockResolvedValue(undefined);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <EventForm
          mode="create"
          isAdmin={false}
          isSubmitting={false}
          onSubmit={onSubmit}
          renderImageGenerator={({ value }) => <p>Generator stub {value}</p>}
          {...props}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

function answerSuggestions() {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () =>
      Response.json(suggestions, { headers: { 'content-type': 'application/json' } }),
    );
}

const filled: EventFormValues = {
  ...emptyEventForm,
  title: 'Rooftop Jazz Night',
  description: 'Live quartet and small plates.',
  date: '2026-12-05T19:00',
  location: 'Nowhereville, ZZ',
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('EventForm (create)', { timeout: 15_000 }, () => {
  it('shows the shared schema messages under their fields and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Date and time are required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    const title = screen.getByLabelText(/^Event Title/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title.getAttribute('aria-describedby')).toContain(
      screen.getByText('Title is required').closest('[id]')?.id,
    );
    expect(screen.getByRole('combobox', { name: /^Location/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("defaults the type to Social, hints at local time and keeps the wizard disabled with the spec's hint", () => {
    renderForm({ isAdmin: true });
    expect(screen.getByRole('combobox', { name: /^Event Type/ })).toHaveTextContent('Social');
    expect(screen.getByText('Local time at the event')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Image Wizard' })).toBeDisabled();
    expect(screen.getByText('Create the event first to use the advanced image wizard')).toBeInTheDocument();
  });

  it('promises no image wizard to a user who is not an administrator', () => {
    renderForm();
    expect(screen.queryByRole('button', { name: 'Image Wizard' })).not.toBeInTheDocument();
    expect(screen.queryByText(/advanced image wizard/)).not.toBeInTheDocument();
  });

  it('puts a server issue for the location under the Location field', async () => {
    const issue = { path: 'location', message: UNKNOWN_PLACE };
    const rejection = new ApiError(400, '', {
      message: UNKNOWN_PLACE,
      code: 'VALIDATION_FAILED',
      issues: [issue],
    });
    const { onSubmit, user } = renderForm({
      defaultValues: filled,
      onSubmit: vi.fn<EventFormProps['onSubmit']>().mockRejectedValue(rejection),
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json([]));
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    const location = screen.getByRole('combobox', { name: /^Location/ });
    await waitFor(() => expect(location).toHaveAttribute('aria-invalid', 'true'));
    const message = screen.getByText(UNKNOWN_PLACE);
    expect(location.getAttribute('aria-describedby')).toContain(message.closest('[id]')?.id);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands the parsed values over: the wall time as typed, empty optional fields as null', async () => {
    const { onSubmit, user } = renderForm({ defaultValues: filled });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json([]));
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      title: 'Rooftop Jazz Night',
      date: '2026-12-05T19:00',
      category: 'Social',
      image: null,
    });
  });

  it('hands over prices typed in dollars as cents, with the ticket link', async () => {
    const paid: EventFormValues = {
      ...filled,
      admission: 'paid',
      priceMinCents: '$15',
      priceMaxCents: '40.50',
      ticketUrl: 'https://tickets.example.com/jazz',
    };
    const { onSubmit, user } = renderForm({ defaultValues: paid });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json([]));
    expect(screen.getByRole('switch', { name: 'Sold out' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      admission: 'paid',
      priceMinCents: 1500,
      priceMaxCents: 4050,
      ticketUrl: 'https://tickets.example.com/jazz',
      isSoldOut: false,
    });
  });

  it('says what is wrong with a price range and sends nothing', async () => {
    const upsideDown: EventFormValues = {
      ...filled,
      admission: 'paid',
      priceMinCents: '40',
      priceMaxCents: '15',
    };
    const { onSubmit, user } = renderForm({ defaultValues: upsideDown });
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('The lowest price can’t be above the highest price')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Price \(USD\)/ }));
    await user.type(screen.getByRole('textbox', { name: /^Price \(USD\)/ }), '-5');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Price can’t be negative')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('EventForm: upload an image', { timeout: 15_000 }, () => {
  it('puts the stored image into the image field and its preview', async () => {
    const stored = `/images/${'c'.repeat(64)}`;
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input).startsWith('/api/images/uploads')
          ? Response.json({ imageUrl: stored }, { status: 201 })
          : Response.json([]),
      );
    const { onSubmit, user } = renderForm({ defaultValues: filled });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'poster.jpg', { type: 'image/jpeg' });

    await user.upload(screen.getByLabelText('Upload an image'), file);

    expect(await screen.findByText(`Generator stub ${stored}`)).toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContain('/api/images/uploads?fit=photo');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].image).toBe(stored);
  });
});

describe('LocationCombobox', { timeout: 15_000 }, () => {
  it('suggests places as the user types; arrows move, Enter picks, Escape closes', async () => {
    const fetchSpy = answerSuggestions();
    const { user } = renderForm();
    const input = screen.getByRole('combobox', { name: /^Location/ });
    await user.type(input, 'Au');

    const listbox = await screen.findByRole('listbox', { name: 'Suggested places' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(String(fetchSpy.mock.calls.at(-1)?.[0])).toBe('/api/places/suggest?q=Au');
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: /Aurora, CO/ });
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(input).toHaveValue('Austin, TX');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.clear(input);
    await user.type(input, 'Aur');
    await screen.findByRole('option', { name: /Aurora, CO/ });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Aur');
  });

  it('keeps free text such as a street address', async () => {
    answerSuggestions();
    const { user, onSubmit } = renderForm({ defaultValues: { ...filled, location: '' } });
    const input = screen.getByRole('combobox', { name: /^Location/ });
    await user.type(input, '500 Congress Ave, Austin, TX{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].location).toBe('500 Congress Ave, Austin, TX');
  });
});
