import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlannerEventDetails, PlannerUnderstood } from '#shared/contracts/planner.ts';
import { correctionMessage } from '../lib/correction.ts';
import { PlannerEventCard } from './planner-event-card.tsx';

const DETAILS: PlannerEventDetails = {
  title: "Maya's 7th Birthday",
  category: 'Birthday',
  date: '2026-12-12T14:00:00-08:00',
  timeZone: 'America/Los_Angeles',
  location: 'San Jose, CA',
  city: 'San Jose',
  region: 'CA',
  guestCount: 20,
  budget: null,
  honoree: 'Maya',
  theme: null,
  description: 'A birthday party.',
  missing: [],
} as PlannerEventDetails;

const UNDERSTOOD: PlannerUnderstood[] = [
  { field: 'guests', label: 'Guests', value: '20 kids', words: 'for a dozen neighbors' },
  { field: 'place', label: 'Place', value: 'San Jose, CA', words: 'san jose' },
];

function renderCard(onCorrect = vi.fn()) {
  render(
    <PlannerEventCard
      details={DETAILS}
      isCreated={false}
      isBusy={false}
      onCreate={() => {}}
      onEdit={() => {}}
      understood={UNDERSTOOD}
      onCorrect={onCorrect}
    />,
  );
  return onCorrect;
}

describe('PlannerEventCard', () => {
  it('shows each understood field with the words it came from', () => {
    renderCard();
    expect(screen.getByText('What I understood')).toBeInTheDocument();
    expect(screen.getByText('20 kids')).toBeInTheDocument();
    expect(screen.getByText('from “for a dozen neighbors”')).toBeInTheDocument();
  });

  it('changes a field in place with the keyboard', async () => {
    const user = userEvent.setup();
    const onCorrect = renderCard();
    await user.click(screen.getByRole('button', { name: 'Change place' }));
    const input = screen.getByRole('textbox', { name: 'Place' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'Chula Vista, CA{Enter}');
    expect(onCorrect).toHaveBeenCalledWith(UNDERSTOOD[1], 'Chula Vista, CA');
    expect(screen.queryByRole('textbox', { name: 'Place' })).not.toBeInTheDocument();
  });

  it('cancels an edit with Escape', async () => {
    const user = userEvent.setup();
    const onCorrect = renderCard();
    await user.click(screen.getByRole('button', { name: 'Change guests' }));
    await user.keyboard('{Escape}');
    expect(onCorrect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Change guests' })).toBeInTheDocument();
  });
});

describe('correctionMessage', () => {
  it('words each field the way the planner reads a correction', () => {
    expect(correctionMessage('place', 'Chula Vista, CA')).toBe('Move it to Chula Vista, CA');
    expect(correctionMessage('guests', '30')).toBe('30 guests');
    expect(correctionMessage('budget', '$2000')).toBe('Budget $2000');
    expect(correctionMessage('theme', '')).toBe('No theme');
  });
});
