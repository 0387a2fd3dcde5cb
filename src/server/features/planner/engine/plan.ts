import type { PartyPlan, PlanVendor } from '#shared/contracts/planner.ts';
import { amazonSearchUrl, getPartySupplies } from '#shared/lib/party-supplies.ts';
import { categoryOf, type PlannerDraft } from './draft.ts';

type Split = ReadonlyArray<readonly [string, number]>;

// Typical shares of a party budget by kind of event (percent, adding up to 100).
const SPLITS: Record<string, Split> = {
  Birthday: [
    ['Food & cake', 35],
    ['Entertainment', 25],
    ['Decorations', 15],
    ['Venue', 15],
    ['Favors & extras', 10],
  ],
  Wedding: [
    ['Venue & catering', 50],
    ['Photo & video', 12],
    ['Music', 10],
    ['Flowers & decor', 10],
    ['Attire', 8],
    ['Other & contingency', 10],
  ],
  Corporate: [
    ['Venue & catering', 50],
    ['Drinks', 15],
    ['Entertainment', 15],
    ['Decor & signage', 10],
    ['Contingency', 10],
  ],
  default: [
    ['Food & drinks', 40],
    ['Venue', 20],
    ['Entertainment', 20],
    ['Decorations', 10],
    ['Contingency', 10],
  ],
};

const CHECKLISTS: Record<string, readonly string[]> = {
  Birthday: [
    'Order the cake',
    'Plan games or activities',
    'Prepare party favors',
    'Set up decorations',
    'Charge the camera',
  ],
  Wedding: [
    'Confirm the officiant',
    'Finalize the seating chart',
    'Book hair and makeup',
    'Prepare vows and toasts',
    'Pack an emergency kit',
  ],
  Corporate: [
    'Confirm the agenda',
    'Book AV equipment',
    'Order name badges',
    'Arrange dietary options',
    'Send a reminder to attendees',
  ],
  default: [
    'Plan the menu',
    'Make a playlist',
    'Set up decorations',
    'Arrange seating',
    'Send a reminder to guests',
  ],
};

function splitFor(category: string): Split {
  return SPLITS[category] ?? SPLITS.default!;
}

/** The party plan: timeline, checklist, budget split, vendors (found by the caller) and supplies. */
export function buildPlan(
  draft: PlannerDraft,
  vendors: PlanVendor[],
  affiliateTag: string | null,
): PartyPlan {
  const category = categoryOf(draft);
  const guests = draft.guestCount;
  const theme = draft.theme ? ` (${draft.theme} theme)` : '';
  const timeline = [
    {
      weeksBefore: 6,
      label: '6 weeks before',
      tasks: ['Set the budget and guest list', 'Book the venue', 'Book key vendors'],
    },
    {
      weeksBefore: 4,
      label: '4 weeks before',
      tasks: ['Send invitations', `Choose decorations${theme}`, 'Plan the menu'],
    },
    {
      weeksBefore: 2,
      label: '2 weeks before',
      tasks: [
        'Order supplies',
        category === 'Birthday' ? 'Order the cake' : 'Confirm catering',
        'Plan the music',
      ],
    },
    {
      weeksBefore: 1,
      label: '1 week before',
      tasks: ['Confirm RSVPs and final headcount', 'Confirm vendors and times', 'Make a day-of schedule'],
    },
    { weeksBefore: 0, label: 'On the day', tasks: ['Set up early', 'Welcome guests', 'Enjoy the party!'] },
  ];
  const checklist = [
    ...(guests ? [`Invite ${guests} guests`] : ['Finalize the guest list']),
    ...(CHECKLISTS[category] ?? CHECKLISTS.default!),
  ];
  const total = draft.budget;
  const items = splitFor(category).map(([label, percent]) => ({
    label,
    percent,
    amount: total ? Math.round((total * percent) / 100) : null,
  }));
  const supplies = getPartySupplies(category).map((s) => ({
    title: s.title,
    description: s.description,
    url: amazonSearchUrl(draft.theme ? `${draft.theme} ${s.searchTerms}` : s.searchTerms, affiliateTag),
  }));
  return { timeline, checklist, budget: { total, items }, vendors, supplies };
}
