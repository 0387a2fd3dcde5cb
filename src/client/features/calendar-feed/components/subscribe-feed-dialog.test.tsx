import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SubscribeFeedButton } from './subscribe-feed-button.tsx';
import { buildEventsFeedLinks } from './subscribe-feed-dialog.tsx';

describe('buildEventsFeedLinks', () => {
  it('writes the filter into the https, webcal and Google links and leaves out empty parts', () => {
    const links = buildEventsFeedLinks(
      { category: 'Concert', city: 'San José', region: 'CA', q: '', dismiss: undefined },
      'https://confetti.example/',
    );
    expect(links.httpsUrl).toBe(
      'https://confetti.example/api/calendar/feeds/events.ics?category=Concert&city=San+Jos%C3%A9&region=CA',
    );
    expect(links.webcalUrl).toBe(
      'webcal://confetti.example/api/calendar/feeds/events.ics?category=Concert&city=San+Jos%C3%A9&region=CA',
    );
    const google = new URL(links.googleUrl);
    expect(google.origin).toBe('https://calendar.google.com');
    expect(google.searchParams.get('cid')).toBe(links.webcalUrl);
  });

  it('answers the bare feed when nothing is filtered', () => {
    expect(buildEventsFeedLinks({}, 'http://localhost:3000').httpsUrl).toBe(
      'http://localhost:3000/api/calendar/feeds/events.ics',
    );
  });
});

describe('SubscribeFeedDialog', () => {
  it('opens with what the feed holds, the calendar app links and the link to copy', async () => {
    const user = userEvent.setup();
    render(<SubscribeFeedButton query={{ q: 'jazz this weekend' }} description="Events matching “jazz”" />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar' });
    expect(dialog).toHaveTextContent('Events matching “jazz”. Upcoming events that match appear');
    const origin = window.location.origin;
    const https = `${origin}/api/calendar/feeds/events.ics?q=jazz+this+weekend`;
    expect(screen.getByRole('link', { name: 'Apple Calendar or Outlook' })).toHaveAttribute(
      'href',
      https.replace(/^https?:\/\//, 'webcal://'),
    );
    expect(screen.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute('target', '_blank');
    expect(screen.getByLabelText('Feed link (https)')).toHaveValue(https);
  });
});

describe('SubscribeFeedButton', () => {
  it('loads the dialog on a press, opens it, and gives the focus back to the button on close', async () => {
    const user = userEvent.setup();
    render(<SubscribeFeedButton query={{ category: 'Music' }} description="Music events" />);
    const button = screen.getByRole('button', { name: 'Subscribe', expanded: false });
    // Nothing of the dialog is on the page until the visitor reaches for it.
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Subscribe in your calendar' })).toHaveTextContent(
      'Music events.',
    );
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Subscribe in your calendar' })).toBeVisible();
  });
});
