/** Where a party happens: someone's home (no venue to book) or a place that is booked. */
export type PartySetting = {
  kind: 'home' | 'venue';
  /** The kind of place in plain words: 'home', 'apartment', 'backyard', 'restaurant', 'park'... */
  place: string;
};

export type SettingReading = { value: PartySetting; start: number; end: number };

type SettingWord = { pattern: RegExp; kind: PartySetting['kind']; place: string };

// Whose place: "at my place", "at our house", "at mom's house", "at the house".
const OWNER = "(?:my|our|his|her|their|the|[a-z]+'?s)";

/*
 * Each entry is backed by at least three differently worded planner requests in
 * `corpus/planner-one-liners.json` or `planner-conversations.json` (planner-setting.test.ts counts
 * them). Most specific first: "at my apartment" before "at my place".
 */
export const SETTING_WORDS: readonly SettingWord[] = [
  {
    pattern: new RegExp(String.raw`\bat\s+${OWNER}\s+(?:apartment|apt)\b`),
    kind: 'home',
    place: 'apartment',
  },
  { pattern: /\b(?:back\s?yard)\b/, kind: 'home', place: 'backyard' },
  { pattern: new RegExp(String.raw`\bat\s+${OWNER}\s+house\b`), kind: 'home', place: 'house' },
  { pattern: new RegExp(String.raw`\bat\s+(?:${OWNER}\s+)?home\b`), kind: 'home', place: 'home' },
  { pattern: new RegExp(String.raw`\bat\s+${OWNER}\s+place\b`), kind: 'home', place: 'home' },
  { pattern: /\brestaurant\b/, kind: 'venue', place: 'restaurant' },
  { pattern: /\b(?:banquet|event|union|vfw|community|church)?\s*hall\b/, kind: 'venue', place: 'hall' },
  { pattern: /\bhotel\b/, kind: 'venue', place: 'hotel' },
  { pattern: /\brooftop\b/, kind: 'venue', place: 'rooftop' },
  { pattern: /\b(?:in|at)\s+(?:the|a)\s+park\b/, kind: 'venue', place: 'park' },
  {
    pattern: /\b(?:at|in)\s+(?:a|the|our|my)\s+(?:local\s+)?(?:bar(?!\s+mitzvah)|pub|lounge)\b/,
    kind: 'venue',
    place: 'bar',
  },
  {
    pattern: /\b(?:at|in)\s+(?:a|the|our|my)\s+(?:local\s+)?(?:brewery|taproom)\b/,
    kind: 'venue',
    place: 'brewery',
  },
  {
    pattern: /\b(?:at|in)\s+(?:a|the|our|my)\s+(?:local\s+)?(?:winery|vineyard)\b/,
    kind: 'venue',
    place: 'winery',
  },
  { pattern: /\bvenue\b/, kind: 'venue', place: 'venue' },
];

/**
 * Where the party happens, as the words say it ("at my apartment" -> home, "at a restaurant" ->
 * venue), with the span it came from; null when the words do not say. `text` is read in lower case;
 * the first match in the text wins.
 */
export function readPartySetting(text: string): SettingReading | null {
  const lower = text.toLowerCase();
  let best: SettingReading | null = null;
  for (const word of SETTING_WORDS) {
    const m = word.pattern.exec(lower);
    if (!m) continue;
    const start = m.index + (m[0].length - m[0].trimStart().length);
    if (best && best.start <= start) continue;
    best = { value: { kind: word.kind, place: word.place }, start, end: m.index + m[0].length };
  }
  return best;
}
