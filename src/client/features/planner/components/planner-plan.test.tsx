import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PartyPlan } from '#shared/contracts/planner.ts';
import { PlannerPlan } from './planner-plan.tsx';

const PLAN: PartyPlan = {
  title: "Maya's Dinosaur 7th Birthday Party",
  setting: 'home',
  timeline: [
    {
      daysBefore: 15,
      weeksBefore: 2,
      date: '2026-11-27',
      label: 'Today (Fri, Nov 27)',
      tasks: ['Send invitations and ask for RSVPs'],
    },
    {
      daysBefore: 0,
      weeksBefore: 0,
      date: '2026-12-12',
      label: 'Party day (Sat, Dec 12, 2 PM)',
      tasks: ['Set up early and welcome your guests'],
    },
  ],
  checklist: ['Invite 15 guests', 'Party favors for 15 kids, plus a few spare'],
  quantities: [{ label: 'Pizza', amount: '5 large pizzas', rule: '2 to 3 slices a child, 8 slices a pie' }],
  budget: {
    total: 500,
    perHead: 33.33,
    items: [
      { label: 'Food & cake', percent: 38, amount: 188 },
      { label: 'Entertainment', percent: 31, amount: 156 },
      { label: 'Decorations', percent: 13, amount: 63 },
      { label: 'Favors', percent: 13, amount: 62 },
      { label: 'Contingency', percent: 5, amount: 31 },
    ],
  },
  vendors: [],
  vendorSearch: { place: 'Eureka, CA', url: '/vendors?q=vendors%20in%20Eureka%2C%20CA' },
  supplies: [],
};

const renderPlan = (plan: PartyPlan) =>
  render(
    <MemoryRouter>
      <PlannerPlan plan={plan} />
    </MemoryRouter>,
  );

describe('PlannerPlan', () => {
  it('shows the title, the timeline from today with its days and the checklist', () => {
    renderPlan(PLAN);
    expect(screen.getByText("Maya's Dinosaur 7th Birthday Party · At home")).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Today (Fri, Nov 27)')).toHaveAttribute('datetime', '2026-11-27');
    expect(within(timeline).getByText('Set up early and welcome your guests')).toBeInTheDocument();
    expect(screen.getByText('Party favors for 15 kids, plus a few spare')).toBeInTheDocument();
    expect(screen.getByText('5 large pizzas')).toBeInTheDocument();
    expect(screen.getByText('2 to 3 slices a child, 8 slices a pie')).toBeInTheDocument();
  });

  it('shows the budget split in dollars with the per-guest figure', () => {
    renderPlan(PLAN);
    const budget = screen.getByRole('region', { name: 'Budget: $500' });
    expect(within(budget).getByText('$33.33 per guest')).toBeInTheDocument();
    expect(within(budget).getByText('$188 · 38%')).toBeInTheDocument();
  });

  it('says when no vendor travels there and links the marketplace search for the place', () => {
    renderPlan(PLAN);
    const vendors = screen.getByRole('region', { name: 'Vendors who travel there' });
    expect(within(vendors).getByText(/No listed vendor travels to Eureka, CA yet/)).toBeInTheDocument();
    expect(
      within(vendors).getByRole('link', { name: 'Search the marketplace in Eureka, CA' }),
    ).toHaveAttribute('href', '/vendors?q=vendors%20in%20Eureka%2C%20CA');
  });

  it('lists the vendors who travel there with their distance, and more in the marketplace', () => {
    renderPlan({
      ...PLAN,
      vendors: [
        {
          id: 3,
          name: 'Clovis Catering',
          category: 'Catering',
          location: 'Clovis, CA',
          averageRating: 4.5,
          reviewCount: 8,
          travelDistance: 20,
          distanceMiles: 7.4,
          url: '/vendors/3',
        },
        {
          id: 4,
          name: 'Downtown DJ',
          category: 'DJ',
          location: 'Eureka, CA',
          averageRating: null,
          reviewCount: 0,
          travelDistance: null,
          distanceMiles: 0.3,
          url: '/vendors/4',
        },
      ],
    });
    const vendors = screen.getByRole('region', { name: 'Vendors who travel there' });
    expect(within(vendors).getByRole('link', { name: 'Clovis Catering' })).toHaveAttribute(
      'href',
      '/vendors/3',
    );
    expect(within(vendors).getByText(/7 mi away/)).toBeInTheDocument();
    expect(within(vendors).getByText(/under 1 mi away/)).toBeInTheDocument();
    expect(within(vendors).getByRole('link', { name: 'More vendors in Eureka, CA' })).toBeInTheDocument();
  });

  it('asks for a budget when there is none', () => {
    renderPlan({
      ...PLAN,
      budget: { total: null, perHead: null, items: PLAN.budget.items.map((i) => ({ ...i, amount: null })) },
    });
    expect(screen.getByText('Tell me a budget to see it in dollars.')).toBeInTheDocument();
    expect(screen.getByText('38%')).toBeInTheDocument();
  });
});
