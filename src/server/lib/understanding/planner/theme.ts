import { firstMatch, type Reading, reading, wordsOf } from './text.ts';
import { KNOWN_THEMES } from './themes.ts';

// "theme: under the sea", "the theme is jungle", "themed around the 80s".
const THEME_WORD =
  /\b(?:theme\s*(?:is|:|of|=|to|will\s+be)\s*|themed\s+(?:as|around)\s+)([a-z0-9' ]{2,30}?)(?=$|[.,!?;]|\s+(?:for|in|on|at|with|and|party|bday|birthday)\b)/g;
// "unicorn themed", "farm animal theme", "black and gold 50th": the words before "theme", never
// starting with the place after "in"/"near" ("in knoxville woodland theme" is woodland).
const WORD_THEMED =
  /\b(?<!\b(?:in|near)\s)((?:(?!a\b|an\b|the\b|with\b|for\b|and\b|so\b|kids\b|bday\b|party\b|in\b|old\b)[a-z0-9']+\s+){0,2}?[a-z0-9']+)[- ]them(?:e|ed)\b/g;
const KNOWN = new RegExp(
  `\\b(${KNOWN_THEMES.map((t) => t.replace(/\s+/g, '\\s+')).join('|')})(?![a-z])(?=\\s+(?:party|bday|birthday|bash|hoedown|fiesta|soiree|night|bbq|themed?|vibes?|celebration|for|bridal|baby|shower|wedding|\\d)|\\s+[a-z]+\\s+(?:party|bash|birthday|bday)\\b)|\\b(luau|masquerade|murder\\s+mystery|margaritaville)\\b`,
  'g',
);
const KNOWN_THEMED = new RegExp(
  `\\b(${KNOWN_THEMES.map((t) => t.replace(/\s+/g, '\\s+')).join('|')})[- ]them(?:e|ed)\\b`,
  'g',
);
// "pink and gold theme", "navy, silver and white party": a party's colors are its theme.
const COLOR =
  '(?:rose\\s+)?(?:pink|gold|silver|black|white|red|blue|navy|green|purple|lavender|teal|yellow|orange|coral|mint|blush|sage|burgundy|copper|bronze)';
const COLORS_THEMED = new RegExp(
  `\\b(${COLOR}(?:\\s*,\\s*${COLOR})*,?\\s+(?:and|&|n)\\s+${COLOR})(?=[- ]them(?:e|ed)\\b|\\s+(?:colors?|decor|party|bday|birthday|celebration|shower|bash|bridal|baby|bachelorette|graduation|grad|wedding|\\d{1,3}(?:st|nd|rd|th))\\b)`,
  'g',
);
// "he's obsessed with dinosaurs", "she loves unicorns", "really into pokemon": a child's passion
// named this way is the party's theme when it is one people theme parties on.
const LOVES_THEME = new RegExp(
  `\\b(?:obsessed\\s+(?:with|w)|loves|is\\s+into|(?:really|super|so)\\s+into|crazy\\s+about|all\\s+about|big\\s+fan\\s+of)\\s+(?:the\\s+|all\\s+things\\s+)?(${KNOWN_THEMES.map((t) => t.replace(/\s+/g, '\\s+')).join('|')})(?:e?s)?\\b`,
  'g',
);
// "no theme", "drop the theme", "forget the theme": the host wants none.
const NO_THEME =
  /\b(?:no|without|skip|drop|remove|forget|lose|scrap|ditch|nix)\s+(?:a\s+|the\s+|any\s+)?theme\b|\btheme\s*:?\s*(?:none|nothing)\b|\bnot\s+(?:a\s+)?themed\b/g;

/** Parts of speech a theme never ends on: "not sure on a theme", "what theme", "any theme ideas". */
const NOT_A_THEME_WORD = ['Determiner', 'Preposition', 'Pronoun', 'Conjunction', 'QuestionWord'];

/** The words before "theme" when they can name one: the last of them is not a function word. */
function wordsBeforeTheme(raw: string): string | null {
  const last = wordsOf(raw).at(-1);
  if (!last || NOT_A_THEME_WORD.some((tag) => last.tags.has(tag))) return null;
  return tidy(raw);
}

function tidy(raw: string): string | null {
  const text = raw
    .trim()
    .replace(/^(?:an?|the|some|my|our)\s+/, '')
    .replace(/\s+/g, ' ');
  if (!text || /^(?:party|birthday|no|any|it|a|is)$/.test(text)) return null;
  return text;
}

/**
 * The party's theme ("unicorn party", "an 80s theme", "luau-themed", "theme: under the sea"); a
 * reading of null means the host asked for no theme.
 */
export function readTheme(text: string): Reading<string | null> | null {
  const none = firstMatch(NO_THEME, text, () => true);
  if (none) return reading(null, text, none.start, none.end);
  for (const pattern of [THEME_WORD, KNOWN_THEMED, COLORS_THEMED, WORD_THEMED, LOVES_THEME]) {
    const read = pattern === WORD_THEMED ? wordsBeforeTheme : tidy;
    const found = firstMatch(pattern, text, (m) => read(m[1]!));
    if (found) return found;
  }
  return firstMatch(KNOWN, text, (m) => {
    const theme = tidy(m[1] ?? m[2]!);
    // "hawaiian luau party", "tropical luau": the island word describes the luau, which is the theme.
    return theme && ISLAND_WORDS.test(theme) && LUAU_AFTER.test(text.slice(m.index + m[1]!.length))
      ? 'luau'
      : theme;
  });
}

const ISLAND_WORDS = /^(?:hawaiian|tropical|tiki|island)$/;
const LUAU_AFTER = /^\s+luau\b/;
