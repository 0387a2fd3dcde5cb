import { NUMBER_PATTERN, ORDINAL_PATTERN, parseNumberWords, parseOrdinal } from './numbers.ts';

/** A phrase found in the message; its span is blanked before the date and place parser reads the rest. */
type Found<T> = { value: T; start: number; end: number };

export type ClockTime = { hour: number; minute: number };

/** Blanks spans of `text` (same length, so later offsets stay valid). */
export function blank(text: string, spans: ReadonlyArray<{ start: number; end: number }>): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}

function first<T>(pattern: RegExp, text: string, read: (m: RegExpExecArray) => T | null): Found<T> | null {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const value = read(m);
    if (value !== null) return { value, start: m.index, end: m.index + m[0].length };
    if (!pattern.global) break;
  }
  return null;
}

// "not 20", "instead of 20 guests": the number being corrected away.
const CORRECTED = new RegExp(
  `\\b(?:not|instead\\s+of|rather\\s+than)\\s+(?:\\$\\s?)?${NUMBER_PATTERN}(?:k\\b)?(?:\\s+(?:kids|children|people|guests|friends|adults|dollars|bucks|pm|am))?`,
  'gi',
);
export function findCorrectedSpans(lower: string): Array<{ start: number; end: number }> {
  return [...lower.matchAll(CORRECTED)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

const GUEST_NOUNS =
  '(?:kids|children|little\\s+ones|toddlers|teens|teenagers|girls|boys|people|persons|guests|friends|adults|folks|attendees|employees|coworkers|co-workers|colleagues|family(?:\\s+members)?|relatives|of\\s+us|pax|heads)';
const GUESTS = new RegExp(
  `\\b(?:about|around|roughly|approximately|maybe|max(?:imum)?|up\\s+to|under|over|at\\s+least|like|~)?\\s*(${NUMBER_PATTERN})\\s*(?:or\\s+so\\s+|ish\\s+|\\+\\s*)?(?:close\\s+|good\\s+|of\\s+(?:my|our|his|her|their)\\s+)?(?:(?:close|good|best|little|small|young)\\s+)?${GUEST_NOUNS}\\b`,
  'gi',
);
const GUEST_COUNT_WORDS = new RegExp(
  `\\b(?:guest\\s*count|head\\s*count|guest\\s+list)\\s*(?:of|is|:|=|will\\s+be|around|about)?\\s*(${NUMBER_PATTERN})\\b`,
  'gi',
);

/** How many guests ("for 20 kids", "about fifty people", "a dozen friends", "guest count 30"). */
export function findGuestCount(lower: string): Found<number> | null {
  const read = (m: RegExpExecArray) => {
    const n = parseNumberWords(m[1]!);
    return n !== null && n >= 1 && n <= 100_000 ? Math.round(n) : null;
  };
  return first(GUEST_COUNT_WORDS, lower, read) ?? first(GUESTS, lower, read);
}

/** What the host says getting in costs: free, or a ticket price in cents. */
export type DraftAdmission = { kind: 'free' } | { kind: 'paid'; cents: number };

const FREE_ENTRY =
  /\b(?:free\s+(?:entry|admission|event|to\s+attend|for\s+(?:everyone|all|guests))|(?:it'?s|it\s+is|entry\s+is|admission\s+is|tickets\s+are)\s+free|no\s+(?:cover|tickets?\s+needed|entry\s+fee))\b/g;
const TICKET_PRICE =
  /\b(?:tickets?|admission|entry|entrance|cover(?:\s+charge)?)\s*(?:are|is|costs?|of|at|:)?\s*\$\s?(\d{1,5}(?:\.\d{2})?)(?!\d)|\$\s?(\d{1,5}(?:\.\d{2})?)\s*(?:tickets?|admission|entry|cover(?:\s+charge)?|at\s+the\s+door|a\s+ticket|per\s+ticket)\b/g;

/**
 * Admission, when the host says it ("free entry", "it's free", "no cover", "tickets are $15", "$10 at
 * the door"); a bare "free" ("I'm free Saturday") or a sum alone (a budget) is not read.
 */
export function findAdmission(lower: string): Found<DraftAdmission> | null {
  const paid = first(TICKET_PRICE, lower, (m) => {
    const cents = Math.round(Number(m[1] ?? m[2]) * 100);
    return Number.isFinite(cents) && cents > 0 ? { kind: 'paid' as const, cents } : null;
  });
  return paid ?? first(FREE_ENTRY, lower, () => ({ kind: 'free' as const }));
}

const MONEY =
  /(?:\b(?:under|below|less\s+than|up\s+to|max(?:imum)?(?:\s+of)?|at\s+most|about|around|roughly|no\s+more\s+than|budget(?:\s+(?:of|is|around|about))?|spend(?:ing)?)\s*:?\s*)?\$\s?(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|grand)?\b/gi;
const MONEY_WORDS =
  /\b(?:budget(?:\s+(?:of|is|around|about|will\s+be))?\s*:?\s*)(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|grand)?\b|\b(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|grand)?\s*(?:dollars|bucks|usd|budget)\b/gi;

/** The budget in dollars ("under $500", "$2k", "budget of 1500", "800 dollars"). */
export function findBudget(lower: string): Found<number> | null {
  const read = (amount: string | undefined, unit: string | undefined) => {
    if (!amount) return null;
    const n = Number(amount.replace(/,/g, ''));
    if (!Number.isFinite(n)) return null;
    const dollars = Math.round(unit ? n * 1000 : n);
    return dollars >= 1 && dollars <= 100_000_000 ? dollars : null;
  };
  return (
    first(MONEY, lower, (m) => read(m[1], m[2])) ??
    first(MONEY_WORDS, lower, (m) => read(m[1] ?? m[3], m[2] ?? m[4]))
  );
}

function to24(
  hour: number,
  minute: number,
  meridiem: string | undefined,
  fallbackPm: boolean,
): ClockTime | null {
  if (minute > 59) return null;
  const m = meridiem?.replace(/\./g, '');
  if (m) {
    if (hour < 1 || hour > 12) return null;
    return { hour: (hour % 12) + (m === 'pm' ? 12 : 0), minute };
  }
  if (hour > 23) return null;
  // A party "at 7" is in the evening; only 8 to 11 may be a morning, and a party then rarely is.
  if (hour >= 1 && hour <= 11 && fallbackPm) return { hour: hour + 12, minute };
  return { hour, minute };
}

const MERIDIEM = '(a\\.?m\\.?|p\\.?m\\.?)';
const TIME_RANGE = new RegExp(
  `\\b(?:from\\s+)?(\\d{1,2})(?::(\\d{2}))?\\s*${MERIDIEM}?\\s*(?:-|–|to|until|till|til)\\s*(\\d{1,2})(?::(\\d{2}))?\\s*${MERIDIEM}?(?![\\d/])`,
  'gi',
);
const TIME_AT = new RegExp(
  `(?:\\b(?:at|@|around|by|from|starting(?:\\s+at)?|starts\\s+at|begins\\s+at)\\s+)?\\b(\\d{1,2})(?::(\\d{2}))?\\s*${MERIDIEM}(?![a-z])`,
  'gi',
);
const TIME_AT_BARE =
  /\b(?:at|@|around|starting\s+at|starts\s+at)\s+(\d{1,2})(?::(\d{2}))?(?![\d/,.]|\s*(?:st|nd|rd|th)\b)(?!\s+[a-z]+\s+(?:st|street|ave|avenue|rd|road|blvd|dr|drive|ln|lane|way|ct|court|pl)\b)/gi;
const DAY_PARTS: ReadonlyArray<readonly [RegExp, ClockTime]> = [
  [/\b(?:at\s+)?noon\b|\blunch(?:time)?\b/, { hour: 12, minute: 0 }],
  [/\bmidnight\b/, { hour: 23, minute: 0 }],
  [/\bbrunch\b/, { hour: 11, minute: 0 }],
  [/\b(?:in\s+the\s+)?morning\b/, { hour: 10, minute: 0 }],
  [/\b(?:in\s+the\s+)?afternoon\b/, { hour: 14, minute: 0 }],
  [/\b(?:in\s+the\s+)?evening\b|\bdinner\b/, { hour: 18, minute: 0 }],
  [/\b(?:at\s+)?night\b|\btonight\b/, { hour: 19, minute: 0 }],
];

export type FoundTime = {
  start: ClockTime;
  end: ClockTime | null;
  spans: Array<{ start: number; end: number }>;
};

/** The time of day ("at 3pm", "from 6 to 10", "Saturday afternoon", "7:30 p.m."). */
export function findTime(lower: string): FoundTime | null {
  const range = first(TIME_RANGE, lower, (m) => {
    const explicit = m[3] || m[6];
    const isFrom = /^from\s/.test(m[0]);
    if (!explicit && !isFrom) return null;
    const endMeridiem = m[6] ?? (Number(m[4]) < Number(m[1]) && !m[3] ? 'pm' : undefined);
    const end = to24(Number(m[4]), Number(m[5] ?? 0), endMeridiem, true);
    // "from 6 to 10" and "6-10pm": the start shares the end's half of the day unless it says otherwise.
    const startMeridiem = m[3] ?? (m[6] && Number(m[1]) <= Number(m[4]) ? m[6] : undefined);
    const start = to24(Number(m[1]), Number(m[2] ?? 0), startMeridiem, true);
    return start && end ? { start, end } : null;
  });
  if (range) return { ...range.value, spans: [range] };
  const at =
    first(TIME_AT, lower, (m) => to24(Number(m[1]), Number(m[2] ?? 0), m[3], true)) ??
    first(TIME_AT_BARE, lower, (m) => to24(Number(m[1]), Number(m[2] ?? 0), undefined, true));
  if (at) return { start: at.value, end: null, spans: [at] };
  for (const [pattern, time] of DAY_PARTS) {
    const m = pattern.exec(lower);
    if (m) return { start: time, end: null, spans: [{ start: m.index, end: m.index + m[0].length }] };
  }
  return null;
}

const STREET_TYPES =
  'st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|way|ct|court|pl|place|pkwy|parkway|hwy|highway|ter|terrace|cir|circle|sq|square|plaza';
const ADDRESS = new RegExp(
  `\\b\\d{1,6}\\s+(?:(?!(?:at|from|to|on|in|and|for|by|until|till)\\s)[a-z0-9.'-]+\\s+){0,4}?(?:${STREET_TYPES})\\b\\.?(?:\\s*,?\\s*(?:suite|ste|apt|unit|#)\\s*\\w+)?(?:\\s*,\\s*[a-z .'-]+?)?(?:\\s*,\\s*[a-z]{2})?(?:\\s+\\d{5})?(?=$|[\\s.!?;]|,\\s)`,
  'gi',
);

/** A street address as written ("123 Main St, Oakland, CA"); the caller geocodes it. */
export function findStreetAddress(original: string): Found<string> | null {
  return first(ADDRESS, original.toLowerCase(), (m) => original.slice(m.index, m.index + m[0].length).trim());
}

const RELATIONS =
  'daughter|son|kid|kids|child|children|twins|wife|husband|partner|fianc[eé]e?|girlfriend|boyfriend|mom|mother|mum|dad|father|grandma|grandmother|grandpa|grandfather|sister|brother|niece|nephew|cousin|aunt|uncle|best\\s+friend|friend|boss|manager|coworker|colleague|team|teacher|neighbor|roommate|bff|baby|little\\s+one|toddler|grandson|granddaughter|stepson|stepdaughter|godson|goddaughter';
const RELATION = new RegExp(
  `\\b(my|our)\\s+(?:(?:\\d{1,2}|[a-z]+)[- ]year[- ]old\\s+)?(?:(?:little|baby|big|oldest|youngest|eldest|twin|dear|lovely|amazing|awesome)\\s+)?(${RELATIONS})\\b(?:'s)?(?:\\s+([A-Z][a-z]+))?`,
  'i',
);
const NOT_NAMES = new Set(
  'I|My|Our|The|A|An|It|Me|We|Us|Please|Plan|Hi|Hello|Hey|Yes|No|Ok|Okay|Make|Move|Actually|Let|Lets|Can|Could|Would|Will|Throw|Host|Create|Change|Set|For|In|On|At|Mon|Monday|Tue|Tuesday|Wed|Wednesday|Thu|Thursday|Fri|Friday|Sat|Saturday|Sun|Sunday|Jan|January|Feb|February|Mar|March|Apr|April|May|Jun|June|Jul|July|Aug|August|Sep|Sept|September|Oct|October|Nov|November|Dec|December|Christmas|Halloween|Thanksgiving|Easter|New|Year|Super|Bowl|Fourth|July|Labor|Memorial|Independence|Valentine|Valentines|Mother|Father|Mothers|Fathers|Hanukkah|Friendsgiving|Diwali|Unicorn|Luau|Disney|Frozen|Harry|Potter|Taylor|Swift|Barbie|Minecraft|Pokemon|Lego|Paw|Patrol|Bluey|Sweet|Bar|Bat'.split(
    '|',
  ),
);
const OCCASION_WORDS =
  '(?:\\d{1,3}(?:st|nd|rd|th)\\s+|[a-z]+(?:-[a-z]+)?(?:th|st|nd|rd)\\s+)?(?:birthday|bday|b-day|retirement|baby\\s+shower|bridal\\s+shower|graduation|bachelorette|bachelor|bar\\s+mitzvah|bat\\s+mitzvah|quincea[nñ]era|sweet\\s+16|engagement|farewell|going[- ]away|welcome|send[- ]off|anniversary)';
const NAME_POSSESSIVE = new RegExp(
  `\\b([A-Z][a-z]+)(?:\\s+and\\s+([A-Z][a-z]+))?['’]s\\s+${OCCASION_WORDS}`,
  'g',
);
const NAME_FOR = /\b(?:for|celebrating|honoring|honouring)\s+([A-Z][a-z]+)\b(?!\s*,\s*[A-Z]{2}\b)/g;

export type Honoree = { name: string | null; relation: string | null };

/** Who the party is for ("my daughter's", "for my son Leo", "Emma's 8th birthday", "for Grandma"). */
export function findHonoree(original: string, isPlaceName: (word: string) => boolean): Found<Honoree> | null {
  const possessive = first(NAME_POSSESSIVE, original, (m) =>
    NOT_NAMES.has(m[1]!) || isPlaceName(m[1]!)
      ? null
      : { name: m[2] ? `${m[1]} and ${m[2]}` : m[1]!, relation: null },
  );
  const relation = first(RELATION, original, (m) => {
    // The flag makes [A-Z] match any letter: a name must really start with a capital.
    const name =
      m[3] && /^[A-Z][a-z]+$/.test(m[3]) && !NOT_NAMES.has(m[3]) && !isPlaceName(m[3]) ? m[3] : null;
    return { name, relation: m[2]!.toLowerCase().replace(/\s+/g, ' ') };
  });
  if (relation) {
    const name = relation.value.name ?? possessive?.value.name ?? null;
    return { ...relation, value: { name, relation: relation.value.relation } };
  }
  if (possessive) return possessive;
  return first(NAME_FOR, original, (m) =>
    NOT_NAMES.has(m[1]!) || isPlaceName(m[1]!) ? null : { name: m[1]!, relation: null },
  );
}

const AGE_PATTERNS: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => number | null]> = [
  [new RegExp(`\\b(${ORDINAL_PATTERN})\\s+(?:birthday|bday|b-day)`, 'i'), (m) => parseOrdinal(m[1]!)],
  [new RegExp(`\\bturn(?:s|ing)?\\s+(${NUMBER_PATTERN})\\b`, 'i'), (m) => parseNumberWords(m[1]!)],
  [new RegExp(`\\b(${NUMBER_PATTERN})[- ](?:year|yr)s?[- ]old\\b`, 'i'), (m) => parseNumberWords(m[1]!)],
  [/\bsweet\s+(?:16|sixteen)\b/i, () => 16],
  [/\bquincea[nñ]era\b|\bquince\b/i, () => 15],
];

/** The age being celebrated ("8th birthday", "turning forty", "a 5-year-old", "sweet 16"). */
export function findAge(lower: string): Found<number> | null {
  for (const [pattern, read] of AGE_PATTERNS) {
    const found = first(pattern, lower, read);
    if (found && found.value >= 1 && found.value <= 120) return found;
  }
  return null;
}

// Themes people ask for by name; anything else needs the word "theme" ("a jungle theme").
const KNOWN_THEMES = [
  'unicorn',
  'princess',
  'superhero',
  'dinosaur',
  'pirate',
  'mermaid',
  'outer space',
  'space',
  'luau',
  'hawaiian',
  'tropical',
  'roaring 20s',
  'great gatsby',
  '1920s',
  '70s',
  '80s',
  '90s',
  'disco',
  'masquerade',
  'casino',
  'western',
  'cowboy',
  'boho',
  'rustic',
  'winter wonderland',
  'under the sea',
  'safari',
  'jungle',
  'glow in the dark',
  'neon',
  'harry potter',
  'frozen',
  'minecraft',
  'pokemon',
  'barbie',
  'fairy',
  'fiesta',
  'karaoke',
  'pajama',
  'slumber',
  'spa',
  'lego',
  'paw patrol',
  'bluey',
  'taylor swift',
  'construction',
  'camping',
  'circus',
  'carnival',
  'rainbow',
  'butterfly',
  'mardi gras',
  'murder mystery',
  'hollywood',
  'black and white',
  'white party',
];
const THEME_WORD =
  /\b(?:theme\b\s*(?:is|:|of|=)?\s*|themed\s+(?:as|around)\s+)([a-z0-9' ]{2,30}?)(?=$|[.,!?;]|\s+(?:for|in|on|at|with|and)\b)/i;
const WORD_THEMED = /\b((?:(?!a\b|an\b|the\b|with\b|for\b)[a-z0-9']+\s+){0,2}?[a-z0-9']+)[- ]themed?\b/i;
const KNOWN = new RegExp(
  `\\b(${KNOWN_THEMES.map((t) => t.replace(/\s+/g, '\\s+')).join('|')})(?![a-z])`,
  'i',
);

function tidyTheme(raw: string): string | null {
  const text = raw
    .trim()
    .replace(/^(?:an?|the|some|my|our)\s+/i, '')
    .replace(/\s+/g, ' ');
  if (!text || /^(?:party|birthday|no|any|it)$/i.test(text)) return null;
  if (/^\d0s$/.test(text) || /^\d{4}s$/.test(text)) return text;
  return text.replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/'S\b/g, "'s");
}

/** The party's theme ("unicorn", "an 80s theme", "luau-themed", "theme: under the sea"). */
export function findTheme(lower: string): Found<string> | null {
  for (const pattern of [THEME_WORD, WORD_THEMED, KNOWN]) {
    const found = first(pattern, lower, (m) => tidyTheme(m[1]!));
    if (found) return found;
  }
  return null;
}

/** Whether the message asks for (true) or declines (false) a poster; null when it does not say. */
export function findPosterWish(lower: string): boolean | null {
  if (
    /\b(?:no|without|skip|don'?t\s+(?:need|want))\s+(?:a\s+|the\s+)?(?:poster|flyer|image|picture|artwork)\b/.test(
      lower,
    )
  )
    return false;
  if (
    /\b(?:poster|flyer|event\s+image|cover\s+image|artwork|invitation\s+image|picture\s+for\s+it)\b/.test(
      lower,
    ) ||
    /\b(?:generate|make|create|design|draw)\s+(?:an?\s+|the\s+)?(?:image|picture)\b/.test(lower)
  ) {
    return true;
  }
  return null;
}

/** "yes", "create it", "looks good": a go-ahead. */
export function isAffirmation(lower: string): boolean {
  const text = lower.replace(/[!.?,]+/g, ' ').trim();
  return (
    /^(?:yes|yeah|yea|yep|yup|sure|ok|okay|k|absolutely|definitely|perfect|great|awesome|correct|confirm(?:ed)?|please|do it|go ahead|go for it|let'?s do it|let'?s go|sounds (?:good|great|perfect)|looks (?:good|great|perfect|right)|that'?s (?:right|correct|perfect|it)|all good|ship it|book it|make it so)\b/.test(
      text,
    ) ||
    /\b(?:create (?:it|the event|this event|my event|the party)|create event|looks good|sounds good|go ahead|please do)\b/.test(
      text,
    )
  );
}

/** "no", "not yet", "wait": not a go-ahead. */
export function isRefusal(lower: string): boolean {
  return /^(?:no|nope|nah|not yet|wait|hold on|hang on|don'?t|cancel that)\b/.test(lower.trim());
}

/** "hi", "hello there": a greeting and nothing else. */
export function isGreeting(lower: string): boolean {
  return /^(?:hi|hello|hey|howdy|hiya|yo|good (?:morning|afternoon|evening)|greetings)(?:\s+there)?[\s!.,]*$/.test(
    lower.trim(),
  );
}

export function isThanks(lower: string): boolean {
  return /^(?:thanks|thank you|thx|ty|cheers|great,? thanks|awesome,? thanks)[\s!.,]*(?:so much|a lot)?[\s!.,]*$/.test(
    lower.trim(),
  );
}

export function isHelp(lower: string): boolean {
  return /^(?:help|\?|what can you do|how does this work|what do you do|how do i use this)[\s?!.]*$/.test(
    lower.trim(),
  );
}

export function isStartOver(lower: string): boolean {
  return /\b(?:start over|start again|new (?:party|event|plan)|plan (?:a|another) (?:new|different) (?:party|event)|reset|scratch that|forget (?:it|that)|never ?mind)\b/.test(
    lower,
  );
}

const PLANNING_WORDS =
  /\b(?:plan|planning|throw|throwing|host|hosting|organi[sz]e|organi[sz]ing|create|make|set up|my|our)\b/;
const FIND_WORDS =
  /\b(?:find|show|search|look(?:ing)?\s+for|list|browse|discover|recommend)\b[^.?!]*\b(?:events?|parties|concerts?|festivals?|shows?|things\s+to\s+do|happening|markets?|races?|games?)\b|\bwhat'?s\s+(?:happening|going\s+on|on)\b|\bwhat\s+is\s+(?:happening|going\s+on|on)\b|\bthings\s+to\s+do\b|\b(?:any|are\s+there\s+(?:any)?)\s+[a-z\s]*(?:events?|parties|concerts?|festivals?|shows?|markets?|races?)\b|\bevents?\s+(?:in|near|around)\b/;

/** "find events in Austin", "what's happening this weekend", "any concerts near me". */
export function isFindRequest(lower: string): boolean {
  if (!FIND_WORDS.test(lower)) return false;
  // "plan my party" is planning even when it says "events"; "find events" alone is a search.
  return !PLANNING_WORDS.test(lower.replace(FIND_WORDS, ' '));
}

export function mentionsNearMe(lower: string): boolean {
  return /\b(?:near\s+me|nearby|around\s+me|around\s+here|close\s+to\s+me|in\s+my\s+area|my\s+city|local(?:ly)?)\b/.test(
    lower,
  );
}
