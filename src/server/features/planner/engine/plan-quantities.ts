import type { PlannerDraft } from './draft.ts';
import type { PartyKind } from './plan-kind.ts';

export type PlanQuantity = { label: string; amount: string; rule: string };

/** Hours a party of each kind lasts when the host gave no end time. */
const DEFAULT_HOURS: Record<PartyKind, number> = {
  kids: 2,
  birthday: 3,
  wedding: 5,
  company: 3,
  sports: 4,
  holiday: 4,
  social: 3,
  outdoor: 3,
};

/** Sheet cakes by the servings they give (2" x 2" party slices), smallest first. */
const CAKES: ReadonlyArray<readonly [servings: number, name: string]> = [
  [12, '8-inch round cake'],
  [24, 'quarter-sheet cake'],
  [48, 'half-sheet cake'],
  [96, 'full-sheet cake'],
];

/** The party's length in whole hours: start to end when both are known, else the kind's usual. */
export function partyHours(draft: PlannerDraft, kind: PartyKind): number {
  if (draft.time && draft.endTime) {
    let minutes = draft.endTime.hour * 60 + draft.endTime.minute - (draft.time.hour * 60 + draft.time.minute);
    if (minutes <= 0) minutes += 24 * 60;
    return Math.max(1, Math.round(minutes / 60));
  }
  return DEFAULT_HOURS[kind];
}

function cakeFor(guests: number): string {
  const fits = CAKES.find(([servings]) => servings >= guests);
  if (fits) return `1 ${fits[1]} (serves ${fits[0]})`;
  const full = Math.ceil(guests / 96);
  return `${full} full-sheet cakes (serve ${full * 96})`;
}

function foodFor(guests: number, hours: number, kind: PartyKind): PlanQuantity {
  if (kind === 'kids') {
    // Children eat 2 slices of pizza, the adults who stay 3; a large pie has 8 slices.
    return {
      label: 'Pizza',
      amount: `${Math.ceil((guests * 2.5) / 8)} large pizzas`,
      rule: '2 to 3 slices a child, 8 slices a pie',
    };
  }
  if (kind === 'wedding' || kind === 'company') {
    // A served meal: one plate a guest and a few spare for late RSVPs and vendors.
    return {
      label: 'Meals',
      amount: `${guests + Math.ceil(guests * 0.05)} plates`,
      rule: 'one a guest plus 5% spare',
    };
  }
  // Appetizer-style party: 6 bites a guest the first hour, 4 each hour after.
  const bites = guests * (6 + 4 * Math.max(0, hours - 1));
  return {
    label: kind === 'sports' ? 'Game-day food' : 'Food',
    amount: `${bites} bites (about ${guests} lb in all)`,
    rule: '6 pieces a guest the first hour, 4 each hour after; about 1 lb of food a guest',
  };
}

/**
 * Food, drinks and seating for the guest count, each with its rule of thumb; empty while the count
 * is unknown (the checklist asks for it).
 */
export function sizeParty(draft: PlannerDraft, kind: PartyKind): PlanQuantity[] {
  const guests = draft.guestCount;
  if (!guests || guests < 1) return [];
  const hours = partyHours(draft, kind);
  // Caterers' rule: 2 drinks a guest the first hour, 1 each hour after.
  const drinks = guests * (2 + Math.max(0, hours - 1));
  const seated = kind === 'wedding' || kind === 'company' || kind === 'kids';
  const seats = seated ? guests : Math.ceil((guests * 2) / 3);
  const items: PlanQuantity[] = [
    foodFor(guests, hours, kind),
    {
      label: 'Drinks',
      amount: `${drinks} drinks over ${hours} hour${hours === 1 ? '' : 's'}`,
      rule: '2 a guest the first hour, 1 each hour after',
    },
    { label: 'Ice', amount: `${guests} lb`, rule: '1 lb a guest (double it outdoors in summer)' },
  ];
  if (kind === 'kids' || kind === 'birthday' || kind === 'wedding') {
    items.push({ label: 'Cake', amount: cakeFor(guests), rule: 'one slice a guest' });
  }
  items.push(
    {
      label: 'Seating',
      amount: `${seats} seats at ${Math.ceil(seats / 8)} table${seats > 8 ? 's' : ''}`,
      rule: seated
        ? 'a seat for every guest, 8 to a 60-inch round or 6-foot table'
        : 'seats for two thirds of the guests (people mingle), 8 to a table',
    },
    {
      label: 'Plates and napkins',
      amount: `${guests * 2} plates, ${guests * 3} napkins`,
      rule: '2 plates and 3 napkins a guest',
    },
  );
  return items;
}
