import { ordinal, pick, possessive, tidy, titleCase } from './compose-words.ts';
import { categoryOf, type PlannerDraft } from './draft.ts';

const TITLE_MAX = 200;

/**
 * The party's kind as a title: the occasion, with the format the host named joined to it
 * ("graduation party" and "bbq" make 'Graduation BBQ', "baby shower" and "brunch" 'Baby Shower
 * Brunch'); a format alone names a plain party ('Pool Party').
 */
function occasionTitle(draft: PlannerDraft): string {
  const format = draft.partyWord ? titleCase(draft.partyWord) : null;
  const occasion = draft.occasion;
  if (!occasion || occasion === 'party') return format ?? 'Party';
  if (occasion === 'company event') return format ? `Company ${format}` : 'Company Event';
  const named = titleCase(occasion);
  if (!format) return named;
  return / Party$/.test(named) ? `${named.slice(0, -' Party'.length)} ${format}` : `${named} ${format}`;
}

/** The theme as a title word: 'Dinosaur ', '80s ', 'Pink and Gold '; empty when there is none. */
function themeWord(draft: PlannerDraft): string {
  // A "pool party" already says its theme.
  if (!draft.theme || draft.partyWord?.includes(draft.theme.toLowerCase())) return '';
  return `${titleCase(draft.theme)} `;
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * A plain party with no name or theme is named by what is known: its kind and where or when,
 * 'Birthday Party in Austin', 'Get-Together on Dec 12'; never a bare 'The Party'.
 */
function plainTitle(draft: PlannerDraft, occasion: string): string {
  const base = occasion === 'Party' ? (PLAIN_NAMES[categoryOf(draft)] ?? 'Party') : occasion;
  const city = draft.place?.city;
  if (city) return `${base} in ${city}`;
  if (draft.day)
    return `${base} on ${SHORT_DATE.format(new Date(Date.UTC(draft.day.year, draft.day.month - 1, draft.day.day)))}`;
  return base;
}

// What a party of a category is called when the host named nothing more specific.
const PLAIN_NAMES: Partial<Record<string, string>> = {
  Social: 'Get-Together',
  Holiday: 'Holiday Party',
  Sports: 'Watch Party',
  Corporate: 'Company Event',
  Wedding: 'Wedding Celebration',
  'Theme Party': 'Theme Party',
  Concert: 'Concert',
  'Food & Drink': 'Food & Drink Social',
  'Outdoor Adventure': 'Outdoor Outing',
  'Athletic Race': 'Community Race',
  Marathon: 'Marathon',
  'Ice Skating': 'Skating Party',
};

function birthdayTitle(draft: PlannerDraft): string {
  const name = draft.honoreeName;
  const theme = themeWord(draft);
  const age = draft.age;
  if (draft.occasion === 'quinceañera')
    return name ? `${possessive(name)} Quinceañera` : `${theme}Quinceañera`;
  if (draft.occasion === 'sweet sixteen')
    return name ? `${possessive(name)} Sweet Sixteen` : `${theme}Sweet Sixteen Party`;
  // A birthday with a format named ("birthday dinner", "bday pool party") is called by it.
  if (draft.partyWord) {
    const kind = `${theme}${age ? `${ordinal(age)} ` : ''}Birthday ${titleCase(draft.partyWord)}`;
    if (name) return `${possessive(name)} ${kind}`;
    return theme || age ? kind : plainTitle(draft, kind);
  }
  const templates: Array<() => string> = name
    ? [
        () => `${possessive(name)} ${theme}${age ? `${ordinal(age)} ` : ''}Birthday Party`,
        () => `${possessive(name)} ${age ? `${ordinal(age)} ` : ''}${theme}Birthday Bash`,
        () =>
          age
            ? `${name} ${name.includes(' and ') ? 'Turn' : 'Turns'} ${age}! ${theme}Birthday Party`
            : `${possessive(name)} ${theme}Birthday Celebration`,
      ]
    : [
        () => `${theme}${age ? `${ordinal(age)} ` : ''}Birthday Party`,
        () => `${theme}${age ? `${ordinal(age)} ` : ''}Birthday Bash`,
        () => `${age ? `${ordinal(age)} ` : ''}${theme}Birthday Celebration`,
      ];
  if (!name && !age && !theme) return plainTitle(draft, 'Birthday Party');
  return pick(templates, draft)();
}

function eventTitle(draft: PlannerDraft): string {
  const category = categoryOf(draft);
  if (category === 'Birthday') return birthdayTitle(draft);
  const name = draft.honoreeName;
  const theme = themeWord(draft);
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
      : theme
        ? `${theme}Retirement Party`
        : plainTitle(draft, 'Retirement Party');
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
  if (!theme) return plainTitle(draft, occasion);
  return city ? `${theme}${occasion} in ${city}` : `${theme}${occasion}${year ? ` ${year}` : ''}`;
}

/** The event's title, from what the planner knows; never empty, within the event title limit. */
export function composeTitle(draft: PlannerDraft): string {
  if (draft.title?.trim()) return tidy(draft.title, TITLE_MAX);
  return tidy(eventTitle(draft), TITLE_MAX) || 'Get-Together';
}
