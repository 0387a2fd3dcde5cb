import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildTestEvent } from '#client/testing/fixtures.ts';
import { EventCard, type EventCardProps } from './event-card.tsx';

function renderCard(props: Partial<EventCardProps> = {}) {
  const router = createMemoryRouter([
    { path: '/', element: <EventCard event={buildTestEvent()} {...props} /> },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('EventCard', () => {
  it('shows the date in the short format in the event’s own time zone, and its details', () => {
    renderCard();
    // 01:00Z on Dec 6 is 7 PM on Dec 5 in Austin.
    expect(screen.getByText('Dec 5, 2026')).toBeInTheDocument();
    expect(screen.getByText(/· 7:00 PM/)).toBeInTheDocument();
    expect(screen.getByText('Concert')).toBeInTheDocument();
    expect(screen.getByText('Zilker Park, Austin, TX')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^View Details/ })).toHaveAttribute('href', '/events/7');
  });

  it('reads the time in the viewer’s zone when the event’s zone name is unknown', () => {
    renderCard({ event: buildTestEvent({ timeZone: 'Mars/Olympus' }) });
    expect(screen.getByText(/^· \d{1,2}:00 (AM|PM)$/)).toBeInTheDocument();
  });

  it('uses the long format on request and says when the date is unreadable', () => {
    const { unmount } = renderCard({ dateFormat: 'long' });
    expect(screen.getByText('Saturday, December 5, 2026')).toBeInTheDocument();
    unmount();
    renderCard({ event: buildTestEvent({ date: 'not a date' }) });
    expect(screen.getByText('Date not set')).toBeInTheDocument();
  });

  it('upgrades http images and falls back to the category banner when the image fails', () => {
    const { container } = renderCard();
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/folk.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    fireEvent.error(image);
    expect(container.querySelector('img')).toHaveAttribute('src', '/banners/concert.png');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the bookmark toggle only when a handler is given', async () => {
    const { unmount } = renderCard();
    expect(screen.queryByRole('button', { name: /bookmark/i })).toBeNull();
    unmount();

    const onToggleBookmark = vi.fn();
    const { rerender } = renderCard({ onToggleBookmark });
    const toggle = screen.getByRole('button', { name: 'Bookmark Sunset Folk Concert at Zilker Park' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(toggle);
    expect(onToggleBookmark).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), true);
    rerender(
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '/',
            element: <EventCard event={buildTestEvent()} isBookmarked onToggleBookmark={onToggleBookmark} />,
          },
        ])}
      />,
    );
    // The name stays the event's; the pressed state says whether it is bookmarked.
    expect(
      screen.getByRole('button', { name: 'Bookmark Sunset Folk Concert at Zilker Park' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('confirms a deletion with the spec text and says Deleting... until it is done', async () => {
    let finish: () => void = () => {};
    const onDelete = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderCard({ canDelete: true, onDelete });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Delete Sunset Folk Concert at Zilker Park' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the event titled Sunset Folk Concert at Zilker Park? This action cannot be undone.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('hides the delete control without permission and takes custom confirmation text', async () => {
    const { unmount } = renderCard({ onDelete: vi.fn() });
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    unmount();
    renderCard({
      canDelete: true,
      onDelete: vi.fn(),
      deleteConfirmation: 'Are you sure you want to delete this event?',
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Delete Sunset/ }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Are you sure you want to delete this event?',
    );
  });

  it('offers a selection checkbox when asked', async () => {
    const onSelectedChange = vi.fn();
    renderCard({ onSelectedChange });
    await userEvent
      .setup()
      .click(await screen.findByRole('checkbox', { name: 'Select Sunset Folk Concert at Zilker Park' }));
    expect(onSelectedChange).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), true);
  });
});
