import { slipDistance } from '../text/spelling.ts';
import { RELATIONS } from './relations.ts';
import {
  isDictionaryWord,
  isLexiconPlural,
  type Reading,
  reading,
  tagsAlone,
  type Word,
  wordsOf,
} from './text.ts';

export type Honoree = { name: string | null; relation: string | null };

/**
 * Words in a name's place that are not names: occasions and linking words compromise may call
 * nouns, and contractions typed without their apostrophe ("my dad hes turning 65").
 */
const NOT_NAMES = new Set(
  [
    'my our your his her their party birthday bday bash shower dinner brunch lunch surprise celebration',
    'reception retirement graduation grad wedding anniversary promotion farewell sendoff housewarming',
    'quince quinceanera sweet mitzvah baptism communion christening',
    'and with in at on for from next this',
    'nye xmas christmas thanksgiving friendsgiving halloween easter hanukkah kwanzaa',
    'turning turns who the a an is was',
    'hes shes its im ive id youre theyre thats whos theres wont cant dont doesnt isnt wasnt',
    'back home here there again just finally also still now work office school church family everyone',
  ]
    .join(' ')
    .split(' '),
);
const OTHER_TAGS = [
  'Place',
  'City',
  'Region',
  'Country',
  'Date',
  'Value',
  'Verb',
  'Preposition',
  'Determiner',
  'Pronoun',
  'Adjective',
  'Conjunction',
  'Plural',
];
const OCCASION_AFTER =
  /^(?:'s|’s)\s+(?:\d{1,3}(?:st|nd|rd|th)|(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ])?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth)|(?:twen|thir|for|fif|six|seven|eigh|nine)tieth|hundredth|sweet\s+16|sweet\s+sixteen|quincea(?:n|ñ)era|quince|birthday|bday|b-day|bar\s+mitzvah|bat\s+mitzvah|baptism|graduation|retirement|baby\s+shower|bridal\s+shower|promotion)\b/;

const OCCASION_BEFORE_FOR =
  /^(?:birthday|bday|party|bash|shower|celebration|quince|quinceanera|graduation|retirement)$/;

// "my son", "my little sister", "my soon to be sister in law": a relation the host owns.
const OWNED =
  /\b(?:my|our|for\s+an?)\s+(?:soon[\s-]to[\s-]be\s+|(?!for\b|in\b|at\b|with\b|to\b|and\b|party\b)[a-z0-9'-]+\s+){0,3}$/;

// "in law" after a relation, as typed: spaced, hyphenated, possessive ("in-law's").
const IN_LAW = /^[\s-]+in[\s-]+laws?(?:'s|’s)?(?![a-z])/;
const IN_LAW_RELATIONS = new Set(['mother', 'father', 'sister', 'brother', 'son', 'daughter', 'parents']);

const AT_MY = /\bat\s+(?:my|our)\s+$/;
const COUNTED = /(?:\b\d+|\bdozen|\bcouple(?:\s+of)?)\s+$/;
// A relation that asks, wants or tells is the one the writer plans for, not the honoree.
const SUBJECT_VERB =
  /^(?:'s|’s)?\s+(?:asked|asks|wants?|wanted|told|tells|said|says|suggested|needs|would\s+like|is\s+making\s+me|put\s+me)\b/;
// Relation words long enough to be misspelt and still known ("neice", "nephw", "daugther").
const LONG_RELATIONS = Object.keys(RELATIONS).filter((word) => word.length >= 5);

/**
 * "my neice", "my nephw": after "my"/"our", a word one slip from a relation word of five letters or
 * more is that relation (the first letter kept, as the search's spelling rule has it).
 */
function misspeltRelation(key: string, before: string) {
  // A plural is meant as typed ("20 of my friends" is no slip of "friend").
  if (key.length < 5 || !OWNED.test(before) || isLexiconPlural(key) || RELATIONS[key.replace(/s$/, '')])
    return undefined;
  const target = LONG_RELATIONS.find((word) => slipDistance(key, word) !== null);
  return target ? RELATIONS[target] : undefined;
}

/** Whether what is celebrated follows the word, as after a possessive ("cousins 18th", "gfs promotion"). */
function isBeforeOccasion(text: string, word: Word): boolean {
  return OCCASION_AFTER.test(`'s ${text.slice(word.end).trimStart()}`);
}

/** "lilys" in "my daughter lilys 7th": a name's possessive typed without its apostrophe, as the name. */
function asPossessiveName(word: Word, text: string): Word {
  const isPossessive = /^[a-z]{3,}s$/.test(word.text) && isBeforeOccasion(text, word);
  if (!isPossessive || RELATIONS[word.text]) return word;
  const bare = word.text.slice(0, -1);
  return { ...word, text: bare, tags: tagsAlone(bare) };
}

function cap(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A word in a name's place: compromise's first name, else a noun it does not place or date. */
function isName(word: Word | undefined, isPlaceName: (w: string) => boolean, strict: boolean): boolean {
  if (!word) return false;
  const bare = word.text.replace(/(?:'s|’s)$/, '');
  if (!/^[a-z]{2,}$/.test(bare) || NOT_NAMES.has(bare) || RELATIONS[bare] || isPlaceName(bare)) return false;
  if (word.tags.has('FirstName') || word.tags.has('Person')) return true;
  // A word compromise's dictionary knows as something other than a name ("cost", "offsite" is not in
  // it) is that word: "what would a grad party for my daughter cost".
  if (!strict && isDictionaryWord(bare)) return false;
  return !strict && word.tags.has('Noun') && !OTHER_TAGS.some((t) => word.tags.has(t));
}

/**
 * Who the party is for: a relation ("my daughter", "moms 70th", "my bff sarah", "my 4 year old")
 * with the name after it, or a name ("for maya turning 7", "olivia's sweet 16", "for jake").
 */
export function readHonoree(text: string, isPlaceName: (word: string) => boolean): Reading<Honoree> | null {
  const words = wordsOf(text);
  for (const [i, word] of words.entries()) {
    let key = word.text.replace(/(?:'s|’s|')$/, '').replace(/[^a-z]/g, '');
    // "my best friend": two words for one relation.
    if (key === 'best' && /^friend/.test(words[i + 1]?.text ?? '')) key = 'bff';
    // "our baby girl", "my little boy": a daughter or a son; "my little one" a child.
    const child = /^(?:baby|little|lil)$/.test(key)
      ? /^(girl|gal|boy|guy|man|one)s?$/.exec(words[i + 1]?.text.replace(/(?:'s|’s)$/, '') ?? '')
      : null;
    if (child)
      key = /^g(?:ir|a)l$/.test(child[1]!) ? 'daughter' : /^(?:boy|guy|man)$/.test(child[1]!) ? 'son' : 'kid';
    const head = (key === 'bff' && word.text === 'best') || child ? words[i + 1]! : word;
    // "my cousins 18th", "my gfs promotion": a possessive typed without its apostrophe, before what
    // is celebrated (a plural before anything else is guests: "20 of my friends").
    // "wife's 40th", "hubby's 45th bday": the same, typed with its apostrophe.
    const hasApostrophe = /(?:'s|’s)$/.test(word.text);
    const isPossessive =
      (key.endsWith('s') || hasApostrophe) &&
      (isBeforeOccasion(text, word) || /^\s+(?:is\s+)?turning\b/.test(text.slice(word.end)));
    // "my baby shower" is the occasion, not a baby's party.
    const isShower = key === 'baby' && /^shower/.test(words[i + 1]?.text ?? '');
    // "at my moms house", "my dad's side of the family": whose place or family, not whom it is for.
    // "my husband home from deployment" is who comes home, not whose home it is.
    // "thanksgiving at my sister's", "dinner at my grandmas": after "at my" a relation is whose place
    // it is, unless what is celebrated follows ("at my mom's 60th").
    const isOwner =
      (/^(?:house|home|place|apartment|apt|condo|backyard|yard|basement|side)\b/.test(
        words[i + 1]?.text ?? '',
      ) &&
        !/^\s+home\s+from\b/.test(text.slice(word.end))) ||
      (AT_MY.test(text.slice(0, word.start)) && !isBeforeOccasion(text, word));
    // "my boss asked me to plan...", "my mom wants...": who asks is not whom the party is for; and
    // "brunch for 10 moms", "bbq for 20 dads": a relation counted is who comes.
    const isAsking = SUBJECT_VERB.test(text.slice(head.end)) || COUNTED.test(text.slice(0, word.start));
    const known =
      isShower || isOwner || isAsking
        ? undefined
        : (RELATIONS[key] ??
          (isPossessive && key.endsWith('s') ? RELATIONS[key.slice(0, -1)] : undefined) ??
          misspeltRelation(key, text.slice(0, word.start)));
    // "my son", "my little sister", "my 13 yr old son": a relation the host owns.
    const owned = OWNED.test(text.slice(0, word.start));
    // "for baby liam": a baby named by a first name needs no "my".
    const isNamedBaby = key === 'baby' && isName(words[i + 1], isPlaceName, true);
    // "my wife and i are hosting", "my twin sister and i turn 18": the host and who hosts with them.
    const isCoHost = /^\s+(?:and|&|n)\s+(?:i|me|myself)\b/.test(text.slice(head.end));
    const isTeamCount = key === 'team' && /\bteam\s+(?:of|members?)\b/.test(text);
    // "hubbys 50th": a relation's possessive before what is celebrated is the writer's own.
    const isOwnOccasion = isPossessive && key !== 'kids' && isBeforeOccasion(text, word);
    if (known && (owned || known.bare || isNamedBaby || isOwnOccasion) && !isTeamCount && !isCoHost) {
      // "my sister in law", "my mother-in-law's 60th": the relation by marriage, named whole.
      const inLaw = IN_LAW.exec(text.slice(head.end));
      const last = inLaw ? (words.find((w) => w.end === head.end + inLaw[0].length) ?? head) : head;
      const relation =
        inLaw && IN_LAW_RELATIONS.has(known.relation) ? `${known.relation}-in-law` : known.relation;
      const at = words.indexOf(last) + 1;
      // "my son leo"; without "my", only a first name after a family title ("for grandma rose").
      // A word before "theme" is the theme ("my daughter in law safari theme").
      const isTheme = /^them(?:e|ed)$/.test(words[at + 1]?.text ?? '');
      const next =
        /(?:'s|’s)$/.test(last.text) || (!owned && !known.bare && !isNamedBaby) || isTheme || known.group
          ? undefined
          : words[at];
      // "my boss, linda": after a comma only a first name compromise knows ("my gf, rooftop dinner").
      const gap = next ? text.slice(last.end, next.start) : '';
      const isJoined = /^[\s-]*$/.test(gap);
      const after = next && (isJoined || /^\s*,\s*$/.test(gap)) ? asPossessiveName(next, text) : undefined;
      const first = isName(after, isPlaceName, !owned || !isJoined)
        ? cap(after!.text.replace(/(?:'s|’s)$/, ''))
        : null;
      // "my twins jake and emma", "my kids mia & leo": two names for one party.
      const other = first && /^(?:and|&|n)$/.test(words[at + 1]?.text ?? '') ? words[at + 2] : undefined;
      const second = isName(other, isPlaceName, true) ? cap(other!.text.replace(/(?:'s|’s)$/, '')) : null;
      const name = first && second ? `${first} and ${second}` : first;
      const start = owned ? text.slice(0, word.start).search(OWNED) : word.start;
      return reading({ name, relation }, text, start, second ? other!.end : first ? after!.end : last.end);
    }
    // "my 4 year old", "my 8yo": a child named by age.
    if (
      (word.text === 'my' || word.text === 'our') &&
      /^\s*\d{1,2}\s*(?:-|\s)?(?:years?|yrs?)[- ]?old\b(?!\s+[a-z]*(?:son|daughter))|^\s*\d{1,2}\s*yo\b/.test(
        text.slice(word.end),
      )
    ) {
      const m = /^\s*\d{1,2}\s*(?:(?:-|\s)?(?:years?|yrs?)[- ]?old|yo)/.exec(text.slice(word.end))!;
      return reading({ name: null, relation: 'kid' }, text, word.start, word.end + m[0].length);
    }
  }
  for (const [i, word] of words.entries()) {
    const bare = word.text.replace(/(?:'s|’s)$/, '');
    const prev = words[i - 1]?.text ?? '';
    const possessive =
      OCCASION_AFTER.test(text.slice(word.start + bare.length)) && !/^(?:in|at|near|to)$/.test(prev);
    const afterFor =
      words[i - 1]?.text === 'for' ||
      words[i - 1]?.text === 'celebrating' ||
      words[i - 1]?.text === 'honoring';
    const turning = /^\s+(?:turning|turns|who\s+turns|is\s+turning)\b/.test(text.slice(word.end));
    // "7th birthday for maya": after an occasion and "for", a word in a name's place is the name.
    const forOccasion = words[i - 1]?.text === 'for' && OCCASION_BEFORE_FOR.test(words[i - 2]?.text ?? '');
    if ((possessive || (afterFor && (turning || forOccasion))) && isName(word, isPlaceName, false)) {
      return reading({ name: cap(bare), relation: null }, text, word.start, word.end);
    }
    if (afterFor && isName(word, isPlaceName, true)) {
      return reading({ name: cap(bare), relation: null }, text, word.start, word.end);
    }
  }
  return null;
}
