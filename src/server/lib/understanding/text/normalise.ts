import { SHORTHAND } from './shorthand.ts';

const MEANT = new Map(SHORTHAND);
const PATTERN = new RegExp(`(?<![\\w-])(?:${SHORTHAND.map(([typed]) => typed).join('|')})(?![\\w-])`, 'gi');

/** The text with each shorthand word (shorthand.ts) spelled out: "bday party tmrw" -> "birthday party tomorrow". */
export function expandShorthand(text: string): string {
  return text.replace(PATTERN, (typed) => MEANT.get(typed.toLowerCase()) ?? typed);
}
