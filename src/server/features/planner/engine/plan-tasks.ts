import { suitedVendorCategories } from '../../../lib/vendors/suited-vendors.ts';
import { categoryOf, formatClock, type PlannerDraft } from './draft.ts';
import { hasProgram, isPreWedding, isWatchParty, type PartyKind } from './plan-kind.ts';

/** A task and how many days before the party it is best done (0 = on the day). */
export type LeadTask = { task: string; lead: number };

// How far ahead the invitations go out: weddings need save-the-dates, kids' parties are short notice.
const INVITE_LEAD: Record<PartyKind, number> = {
  kids: 14,
  birthday: 21,
  wedding: 90,
  company: 28,
  sports: 10,
  holiday: 28,
  social: 21,
  outdoor: 28,
};

function guestsText(draft: PlannerDraft): string {
  return draft.guestCount ? `${draft.guestCount} ${draft.guestNoun ?? 'guests'}` : 'your guest count';
}

function kickoff(draft: PlannerDraft): string {
  return draft.time ? `kickoff at ${formatClock(draft.time)}` : 'kickoff (check the time)';
}

/** Booking and rules for a place that is booked: a restaurant, a hall, a park... */
function venueTasks(draft: PlannerDraft, place: string): LeadTask[] {
  const who = guestsText(draft);
  const book =
    place === 'restaurant'
      ? `Reserve a private room or a large table at the restaurant for ${who}`
      : place === 'park'
        ? 'Reserve a picnic pavilion at the park and check its permit rules (grills, music, alcohol)'
        : `Book the ${place === 'venue' ? 'venue' : place} for ${who} and pay the deposit`;
  const tasks: LeadTask[] = [
    // Wedding venues book up most of a year ahead; most party venues six to eight weeks.
    { task: book, lead: draft.category === 'Wedding' && !isPreWedding(draft) ? 270 : 56 },
    place === 'restaurant'
      ? { task: 'Choose a set menu or family-style dishes with the restaurant', lead: 21 }
      : { task: 'Ask the venue about setup time, decorations, music and cleanup rules', lead: 28 },
    { task: 'Give the venue the final headcount', lead: 3 },
  ];
  if (isWatchParty(draft))
    tasks.push({ task: 'Ask the venue to show the game on its screens with sound on', lead: 14 });
  return tasks;
}

/** Getting a home ready: seating, neighbours, shopping and a TV check for a watch party. */
function homeTasks(draft: PlannerDraft, place: string): LeadTask[] {
  const tasks: LeadTask[] = [
    {
      task: `Plan the space: seating for ${guestsText(draft)}, food and drink tables, a spot for coats`,
      lead: 14,
    },
    {
      task:
        place === 'apartment'
          ? "Tell the neighbors and check the building's rules on noise, guests and parking"
          : 'Tell the neighbors and plan where guests will park',
      lead: 7,
    },
    { task: 'Shop for food, drinks and ice', lead: 2 },
    { task: 'Clean, set out the seating and chill the drinks', lead: 1 },
  ];
  if (place === 'backyard')
    tasks.push({ task: 'Plan for weather: shade or a tent, an indoor backup, bug spray', lead: 7 });
  if (isWatchParty(draft)) {
    tasks.push(
      { task: `Test the TV, the stream or channel and the sound before ${kickoff(draft)}`, lead: 1 },
      { task: `Tune in 30 minutes before ${kickoff(draft)}`, lead: 0 },
    );
  }
  return tasks;
}

function kindTasks(draft: PlannerDraft, kind: PartyKind): LeadTask[] {
  const theme = draft.theme ? ` (${draft.theme} theme)` : '';
  const tasks: LeadTask[] = [];
  if (kind === 'kids' || kind === 'birthday') tasks.push({ task: `Order the cake${theme}`, lead: 7 });
  if (kind === 'kids') tasks.push({ task: 'Plan games and activities for the age group', lead: 14 });
  if (kind === 'company') tasks.push({ task: 'Collect dietary needs with the RSVPs', lead: 21 });
  if (kind === 'company' && hasProgram(draft))
    tasks.push({ task: 'Book AV (microphone, speakers, screen) and write the run of show', lead: 14 });
  if (kind === 'sports' && !draft.setting)
    tasks.push({ task: `Check the channel and ${kickoff(draft)}`, lead: 3 });
  if (kind === 'holiday') tasks.push({ task: 'Plan the holiday menu and any gift exchange', lead: 21 });
  if (kind === 'wedding')
    tasks.push({ task: 'Confirm the schedule with everyone who speaks or performs', lead: 7 });
  return tasks;
}

/** Every task the party needs, each with its ideal lead time; the timeline places them from today. */
export function tasksFor(draft: PlannerDraft, kind: PartyKind): LeadTask[] {
  const trades = suitedVendorCategories(categoryOf(draft)).slice(0, 2);
  const setting = draft.setting;
  const where: LeadTask[] =
    setting?.kind === 'home'
      ? homeTasks(draft, setting.place)
      : setting?.kind === 'venue'
        ? venueTasks(draft, setting.place)
        : [{ task: 'Decide where: at home, or book a venue (6 to 8 weeks ahead)', lead: 56 }];
  const isWedding = kind === 'wedding' && !isPreWedding(draft);
  return [
    { task: 'Set the budget and the guest list', lead: isWedding ? 365 : 60 },
    // First among the day's tasks: the setting's own (tune in before kickoff) follow it.
    { task: 'Set up early and welcome your guests', lead: 0 },
    ...where,
    {
      task: trades.length > 0 ? `Book key vendors (${trades.join(', ')})` : 'Book key vendors',
      lead: isWedding ? 180 : 42,
    },
    { task: 'Send invitations and ask for RSVPs', lead: INVITE_LEAD[kind] },
    { task: `Order supplies and decorations${draft.theme ? ` (${draft.theme} theme)` : ''}`, lead: 14 },
    ...kindTasks(draft, kind),
    // Five days: late enough for most replies, early enough to change the food order.
    { task: 'Confirm RSVPs and the final headcount', lead: 5 },
    { task: 'Confirm each vendor: arrival time, address and payment', lead: 3 },
    { task: 'Make a day-of schedule', lead: 3 },
  ];
}
