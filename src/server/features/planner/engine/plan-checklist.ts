import { formatClock, type PlannerDraft } from './draft.ts';
import { hasProgram, isPreWedding, type PartyKind } from './plan-kind.ts';

/** Children per grown-up helper at a children's party (a common child-care ratio for ages 4-8). */
const KIDS_PER_HELPER = 5;
/** How long a children's party runs when the host gave no end time. */
const KIDS_PARTY_HOURS = 2;
/** Guests per screen at a watch party, so everyone sees the game from a seat. */
const GUESTS_PER_SCREEN = 15;

function kidsList(draft: PlannerDraft): string[] {
  const kids = draft.guestCount;
  const end = draft.endTime
    ? ` (${formatClock(draft.endTime)})`
    : draft.time
      ? ` (${formatClock({ hour: (draft.time.hour + KIDS_PARTY_HOURS) % 24, minute: draft.time.minute })} for a ${KIDS_PARTY_HOURS}-hour party)`
      : '';
  return [
    kids
      ? `Party favors for ${kids} kids, plus a few spare`
      : 'Party favors for each child, plus a few spare',
    'Ask parents about food allergies on the invitation; label the snacks',
    `Put the pick-up time${end} on the invitation`,
    kids
      ? `${Math.ceil(kids / KIDS_PER_HELPER)} grown-up helpers (one for every ${KIDS_PER_HELPER} kids)`
      : `A grown-up helper for every ${KIDS_PER_HELPER} kids`,
    'A first-aid kit and the parents’ phone numbers',
  ];
}

function companyList(draft: PlannerDraft): string[] {
  const list = [
    'Dietary options: vegetarian, vegan, gluten-free, halal or kosher on request',
    'Name badges and a sign-in list',
    'Non-alcoholic drinks as good as the alcoholic ones',
  ];
  if (hasProgram(draft)) list.push('AV: microphone, speakers and a screen for the program; test them first');
  return list;
}

function sportsList(draft: PlannerDraft): string[] {
  const guests = draft.guestCount;
  return [
    draft.time
      ? `Kickoff at ${formatClock(draft.time)}: guests arrive 30 minutes before`
      : 'Look up the kickoff time and put it on the invitation',
    guests
      ? `${Math.max(1, Math.ceil(guests / GUESTS_PER_SCREEN))} screen${guests > GUESTS_PER_SCREEN ? 's' : ''} so all ${guests} can see (one for every ${GUESTS_PER_SCREEN})`
      : `A screen for every ${GUESTS_PER_SCREEN} guests`,
    'Team colors: decorations, and ask guests to wear them',
    'Food that is easy to eat from the couch',
  ];
}

/** What a party of this kind needs besides the timeline's tasks. */
export function checklistFor(draft: PlannerDraft, kind: PartyKind): string[] {
  const theme = draft.theme ? ` (${draft.theme} theme)` : '';
  const guestLine = draft.guestCount
    ? `Invite ${draft.guestCount} guests`
    : 'Settle the guest count: food, drinks and seating are sized from it';
  const byKind: Record<PartyKind, () => string[]> = {
    kids: () => kidsList(draft),
    birthday: () => [
      `Cake${draft.age ? ` and ${draft.age} candles` : ' and candles'}${theme}`,
      'Someone to lead the toast and the song',
      'A photo spot or a photographer',
    ],
    wedding: () =>
      isPreWedding(draft)
        ? [
            'Games or activities for the group',
            'A gift table or the registry link',
            'Decorations in the couple’s colors',
          ]
        : ['Officiant and marriage license', 'Seating chart', 'Vows and toasts', 'An emergency kit'],
    company: () => companyList(draft),
    sports: () => sportsList(draft),
    holiday: () => [
      `Seasonal decorations${theme}`,
      'A holiday playlist',
      'Gift exchange rules and a spending limit, if you do one',
      'Rides home for guests who drink',
    ],
    social: () => [
      'A playlist',
      'Icebreakers or a game for guests who do not know each other',
      `Decorations${theme}`,
    ],
    outdoor: () => ['Permits for the route or site', 'Water stations and first aid', 'A rain plan'],
  };
  return [guestLine, ...byKind[kind]()];
}
