import type { PlannerEventDetails, PlannerRequiredField } from '#shared/contracts/planner.ts';
import { formatDollars } from '#shared/lib/admission.ts';
import {
  categoryOf,
  defaultTime,
  formatClock,
  formatDay,
  formatShortDay,
  type PlannerDraft,
  zonedIso,
} from './draft.ts';

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 10_000;

function ordinal(n: number): string {
  const rest = n % 100;
  if (rest >= 11 && rest <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

function titleCase(text: string): string {
  return text.replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/** Collapses spaces and drops a word repeated right after itself ("Birthday Birthday Party"). */
function tidy(text: string, max: number): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const kept = words.filter((w, i) => i === 0 || w.toLowerCase() !== words[i - 1]!.toLowerCase());
  const out = kept.join(' ').replace(/\s+([,.!:])/g, '$1');
  if (out.length <= max) return out;
  return `${out.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** A stable pick among templates: the same party keeps its title from turn to turn. */
function pick<T>(options: readonly T[], draft: PlannerDraft): T {
  const seed = `${draft.occasion ?? ''}|${draft.honoreeName ?? draft.relation ?? ''}|${draft.theme ?? ''}`;
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return options[hash % options.length]!;
}

function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** Who the party is for, for a sentence: 'Emma', 'your daughter'. */
export function honoreeText(draft: PlannerDraft): string | null {
  if (draft.honoreeName && draft.relation) return `${draft.honoreeName} (your ${draft.relation})`;
  if (draft.honoreeName) return draft.honoreeName;
  if (draft.relation) return `your ${draft.relation}`;
  return null;
}

function occasionTitle(draft: PlannerDraft): string {
  if (draft.partyWord) return titleCase(draft.partyWord);
  const occasion = draft.occasion;
  if (!occasion || occasion === 'party') return 'Party';
  if (occasion === 'company event') return 'Company Event';
  return titleCase(occasion);
}

function birthdayTitle(draft: PlannerDraft): string {
  const name = draft.honoreeName;
  const theme = draft.theme ? `${draft.theme} ` : '';
  const age = draft.age;
  if (draft.occasion === 'quinceañera')
    return name ? `${possessive(name)} Quinceañera` : `${theme}Quinceañera`;
  if (draft.occasion === 'sweet sixteen')
    return name ? `${possessive(name)} Sweet Sixteen` : `${theme}Sweet Sixteen Party`;
  const templates: Array<() => string> = name
    ? [
        () => `${possessive(name)} ${theme}${age ? `${ordinal(age)} ` : ''}Birthday Party`,
        () => `${possessive(name)} ${age ? `${ordinal(age)} ` : ''}${theme}Birthday Bash`,
        () =>
          age
            ? `${name} Turns ${age}! ${theme}Birthday Party`
            : `${possessive(name)} ${theme}Birthday Celebration`,
      ]
    : [
        () => `${theme}${age ? `${ordinal(age)} ` : ''}Birthday Party`,
        () => `${theme}${age ? `${ordinal(age)} ` : ''}Birthday Bash`,
        () => `${age ? `${ordinal(age)} ` : ''}${theme}Birthday Celebration`,
      ];
  return pick(templates, draft)();
}

function eventTitle(draft: PlannerDraft): string {
  const category = categoryOf(draft);
  if (category === 'Birthday') return birthdayTitle(draft);
  const name = draft.honoreeName;
  const theme = draft.theme ? `${draft.theme} ` : '';
  const occasion = occasionTitle(draft);
  const city = draft.place?.city;
  const year = draft.day?.year;
  if (draft.occasion === 'company holiday party') {
    return pick(
      [
        `${theme}Company Holiday Party`,
        `${theme}Holiday Party${year ? ` ${year}` : ''}`,
        `Team ${theme}Holiday Celebration`,
      ],
      draft,
    );
  }
  if (draft.occasion === 'retirement party') {
    return name
      ? pick(
          [
            `${possessive(name)} Retirement Party`,
            `Happy Retirement, ${name}!`,
            `Celebrating ${possessive(name)} Retirement`,
          ],
          draft,
        )
      : pick([`${theme}Retirement Party`, `${theme}Retirement Celebration`], draft);
  }
  if (name) {
    return pick(
      [
        `${possessive(name)} ${theme}${occasion}`,
        `${theme}${occasion} for ${name}`,
        `Celebrating ${name}: ${theme}${occasion}`,
      ],
      draft,
    );
  }
  if (category === 'Wedding' && draft.occasion === 'wedding')
    return pick([`${theme}Wedding Celebration`, `${theme}Wedding Reception`], draft);
  const where = city ? ` in ${city}` : '';
  return pick(
    [
      `${theme}${occasion}${where}`,
      `${theme}${occasion}${year ? ` ${year}` : ''}`,
      `The ${theme}${occasion}`,
    ],
    draft,
  );
}

/** The event's title, from what the planner knows; never empty, within the event title limit. */
export function composeTitle(draft: PlannerDraft): string {
  if (draft.title?.trim()) return tidy(draft.title, TITLE_MAX);
  return tidy(eventTitle(draft), TITLE_MAX) || 'Party';
}

function guestsText(draft: PlannerDraft): string | null {
  if (!draft.guestCount) return null;
  const noun = draft.guestNoun ?? 'guests';
  return `${draft.guestCount} ${draft.guestCount === 1 ? noun.replace(/s$/, '') : noun}`;
}

/** The event's description: a few sentences from what the planner knows, within the field limit. */
export function composeDescription(draft: PlannerDraft): string {
  if (draft.description?.trim()) return draft.description.trim().slice(0, DESCRIPTION_MAX);
  const category = categoryOf(draft);
  const honoree = draft.honoreeName ?? (draft.relation ? `our ${draft.relation}` : null);
  const occasion =
    draft.occasion && draft.occasion !== 'party' ? draft.occasion : (draft.partyWord ?? 'party');
  const sentences: string[] = [];
  if (category === 'Birthday' && honoree) {
    sentences.push(
      pick(
        [
          `Join us to celebrate ${possessive(honoree)} ${draft.age ? `${ordinal(draft.age)} ` : ''}birthday!`,
          `${draft.age ? `${honoree} is turning ${draft.age}` : `It's ${possessive(honoree)} birthday`}, and you're invited to celebrate!`,
          `Come party with us for ${possessive(honoree)} ${draft.age ? `${ordinal(draft.age)} ` : ''}birthday.`,
        ],
        draft,
      ),
    );
  } else if (honoree) {
    sentences.push(
      pick(
        [
          `Join us for a ${occasion} in honor of ${honoree}.`,
          `You're invited to a ${occasion} celebrating ${honoree}.`,
        ],
        draft,
      ),
    );
  } else {
    sentences.push(
      pick(
        [
          `You're invited to a ${occasion}!`,
          `Join us for a ${occasion}.`,
          `Come celebrate with us at our ${occasion}.`,
        ],
        draft,
      ),
    );
  }
  if (draft.theme) {
    sentences.push(
      pick(
        [
          `The theme is ${draft.theme}: dress up if you like!`,
          `Expect a ${draft.theme} theme from decorations to treats.`,
        ],
        draft,
      ),
    );
  }
  const when = draft.day
    ? `on ${formatShortDay(draft.day)} at ${formatClock(draft.time ?? defaultTime(draft))}${draft.endTime ? ` until ${formatClock(draft.endTime)}` : ''}`
    : null;
  const where = draft.place ? `at ${draft.place.location}` : null;
  const guests = guestsText(draft);
  const logistics = [when, where].filter(Boolean).join(' ');
  if (logistics) sentences.push(`We'll gather ${logistics}.`);
  if (guests) sentences.push(`We're planning for about ${guests}.`);
  sentences.push(
    pick(
      [
        'Food, drinks and good company included. Please RSVP so we can plan.',
        'Bring your smile and your dancing shoes. RSVP so we save you a spot!',
        'We hope you can make it; let us know if you are coming.',
      ],
      draft,
    ),
  );
  const capitalized = sentences.map((s) => s.charAt(0).toUpperCase() + s.slice(1));
  return tidy(capitalized.join(' '), DESCRIPTION_MAX);
}

/** Required fields the draft still lacks, in the order the planner asks for them. */
export function missingFields(draft: PlannerDraft): PlannerRequiredField[] {
  const missing: PlannerRequiredField[] = [];
  if (!draft.day) missing.push('date');
  if (!draft.place) missing.push('location');
  return missing;
}

/** The card the page shows for the event being planned. */
export function composeDetails(draft: PlannerDraft): PlannerEventDetails {
  const place = draft.place;
  const date =
    draft.day && place ? zonedIso(draft.day, draft.time ?? defaultTime(draft), place.timeZone) : null;
  return {
    title: composeTitle(draft),
    category: categoryOf(draft),
    date,
    timeZone: place?.timeZone ?? null,
    location: place?.location ?? null,
    city: place?.city ?? null,
    region: place?.region ?? null,
    guestCount: draft.guestCount,
    budget: draft.budget,
    honoree: draft.honoreeName ?? (draft.relation ? `your ${draft.relation}` : null),
    theme: draft.theme,
    description: composeDescription(draft),
    missing: missingFields(draft),
  };
}

/** One natural question for the first missing field. */
export function questionFor(field: PlannerRequiredField, draft: PlannerDraft): string {
  const what = draft.occasion && draft.occasion !== 'party' ? `the ${draft.occasion}` : 'the party';
  if (field === 'date') {
    return pick(
      [
        `What date would you like for ${what}?`,
        `When is ${what}? A date like "Dec 12" or "next Saturday" works.`,
      ],
      draft,
    );
  }
  return pick(
    [
      `Where will ${what} be? A city ("Austin, TX") or a street address works.`,
      `Which city, or what address, is ${what} in?`,
    ],
    draft,
  );
}

/** The summary in words, before the host confirms. */
export function summarize(draft: PlannerDraft): string {
  const d = composeDetails(draft);
  const lines = [`**${d.title}** (${d.category})`];
  if (draft.day) {
    const time = draft.time
      ? formatClock(draft.time)
      : `${formatClock(defaultTime(draft))} (my guess; tell me another time if you like)`;
    lines.push(
      `- **When:** ${formatDay(draft.day)}, ${time}${draft.endTime ? ` to ${formatClock(draft.endTime)}` : ''}`,
    );
  }
  if (draft.place) lines.push(`- **Where:** ${draft.place.location}`);
  const honoree = honoreeText(draft);
  if (honoree) lines.push(`- **For:** ${honoree}${draft.age ? `, turning ${draft.age}` : ''}`);
  const guests = guestsText(draft);
  if (guests) lines.push(`- **Guests:** ${guests}`);
  if (draft.budget) lines.push(`- **Budget:** $${draft.budget.toLocaleString('en-US')}`);
  if (draft.admission) {
    const { admission } = draft;
    lines.push(`- **Admission:** ${admission.kind === 'free' ? 'Free' : formatDollars(admission.cents)}`);
  }
  if (draft.theme) lines.push(`- **Theme:** ${draft.theme}`);
  if (draft.wantsPoster) lines.push('- **Poster:** yes, I will draw one');
  return lines.join('\n');
}
