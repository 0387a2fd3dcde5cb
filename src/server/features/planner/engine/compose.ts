import type { PlannerEventDetails, PlannerRequiredField } from '#shared/contracts/planner.ts';
import { formatDollars } from '#shared/lib/admission.ts';
import { ordinal, pick, possessive, tidy } from './compose-words.ts';
import {
  categoryOf,
  defaultTime,
  formatClock,
  formatDay,
  formatShortDay,
  type PlannerDraft,
  zonedIso,
} from './draft.ts';
import { composeTitle } from './title.ts';

export { composeTitle };

const DESCRIPTION_MAX = 10_000;

/** Who the party is for, for a sentence: 'Emma', 'your daughter'. */
export function honoreeText(draft: PlannerDraft): string | null {
  if (draft.honoreeName && draft.relation) return `${draft.honoreeName} (your ${draft.relation})`;
  if (draft.honoreeName) return draft.honoreeName;
  if (draft.relation) return `your ${draft.relation}`;
  return null;
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

/** Where in the place the party is, in words: 'at your apartment', 'in your backyard', 'at a restaurant'. */
function settingText(draft: PlannerDraft): string | null {
  const setting = draft.setting;
  if (!setting) return null;
  if (setting.kind === 'home') {
    if (setting.place === 'home') return 'at your home';
    return setting.place === 'backyard' ? 'in your backyard' : `at your ${setting.place}`;
  }
  if (setting.place === 'venue') return 'at a venue';
  return setting.place === 'park' ? 'in a park' : `at a ${setting.place}`;
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
  const setting = settingText(draft);
  if (draft.place || setting) {
    lines.push(`- **Where:** ${[draft.place?.location, setting].filter(Boolean).join(', ')}`);
  }
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
