import { geocodeUs } from '../../geo/gazetteer.ts';
import { numbersIn } from './numbers.ts';
import { type Reading, reading } from './text.ts';

// After the number: a unit of money ("2k", "4 grand", "800 dollars", "fifteen hundred bucks").
const THOUSANDS = /^\s?(?:k\b|grand\b|thousand\b)(?:\s+(?:dollars|bucks|usd)\b)?/;
const MONEY_AFTER = /^\s*(?:dollars?|bucks|usd)\b|^\s*budget\b/;
const CEILING_AFTER = /^\s*(?:max|maximum|tops|or\s+less)\b(?!\s+(?:people|guests|ppl|kids|capacity))/;
// Before it, words that only a sum of money follows ("budget of", "spend up to", "a tab up to",
// "can spend ~900", "cap it at").
const MONEY_BEFORE =
  /\b(?:budget|budgeted|spend|spending|pay(?:ing)?|paying\s+for|cover(?:ing)?|(?:bar\s+)?tab|cap(?:\s+it)?(?:\s+at)?|capped\s+at|afford|price\s+range|max(?:imum)?|no\s+more\s+than|at\s+most|not\s+(?:to\s+)?exceed|under|below|less\s+than|within|nothing\s+over|gave\s+(?:us|me))\b(?:\s+(?:is|of|at|around|about|roughly|approximately|like|maybe|probably|up\s+to|under|max|to|more\s+than|over|will\s+be|should\s+be|:|~))*\s*$/;
// A sum said roughly once the guests are counted: "25 ladies, around 1200", "60 teens, about 1500".
const ROUGH_BEFORE = /\b(?:around|about|roughly|approximately|approx|~)\s*$/;
const COUNT_SAID =
  /\b(?:for|of)\s+(?:about\s+|around\s+|like\s+)?\d+\b|\b\d+\s*(?:ish|\+)?\s+(?:[a-z]+\s+)?(?:[a-z]+s|people|ppl)\b|\b\d+ish\b/;
const MIN_ROUGH_SUM = 300;
// "10 girls, 400 total", "70 people, may 30, 3500": once the guests are counted, a sum standing
// alone between commas (or ending the message), or with "total" after it, is what the party costs.
const MIN_LONE_SUM = 200;
const LONE_BEFORE = /(?:^|,)\s*$/;
const LONE_AFTER = /^\s*(?:total|all\s+in|all\s+told)?\s*(?:$|,|\.|!|\band\b)/;
const TOTAL_AFTER = /^\s*(?:total|all\s+in|all\s+told)\b/;
// "under" and "max" also limit a number of guests: a sum needs to be large enough to be money.
const BOUNDS_ONLY = /\b(?:under|below|less\s+than|max(?:imum)?|no\s+more\s+than|at\s+most|within)\s*$/;

// A number that opens a range of sums: "10-12k", "800 to 1000 dollars", "$2,000-$2,500".
const RANGE_AFTER = /^\s*(?:-|–|to)\s*\$?\d/;

const RACE = /\b(?:run|race|walk|runners|charity|marathon)\b/;

// "A grand" is a thousand dollars when money words frame it ("under a grand", "can spend a grand", "a
// grand max"), never in "a grand ballroom" or "a grand opening".
const A_GRAND =
  /\b(?:(?:under|about|around|roughly|spend|budget(?:\s+(?:of|is))?|up\s+to|max|less\s+than|cap\s+(?:it\s+)?at)\s+(?:a|one)\s+grand|(?:a|one)\s+grand\s+(?:max|tops|budget))\b/;

/** The text without this number, to see whether another one counts the guests. */
function blankNumber(text: string, n: { start: number; end: number }): string {
  return `${text.slice(0, n.start)} ${text.slice(n.end)}`;
}

/**
 * The budget in whole dollars: "$1,200", "2k", "under 2 grand", "twelve thousand dollars", "budget
 * 1000", "cap it at 500". A number with no money word around it is not a budget ("for 15").
 */
export function readBudget(text: string): Reading<number> | null {
  const grand = A_GRAND.exec(text);
  if (grand) return reading(1000, text, grand.index, grand.index + grand[0].length);
  // The low end of a range ("budget 10-12k", "$800 to $1,000"): its lead and start carry to the top.
  type RangeStart = { lead: RegExpExecArray | null; start: number; isDollar: boolean };
  let range: RangeStart | null = null;
  for (const n of numbersIn(text)) {
    if (n.isOrdinal) continue;
    const after = text.slice(n.end);
    // "under $300": the words before the dollar sign lead the sum, and belong to its span.
    const at = n.isDollar ? text.lastIndexOf('$', n.start) : n.start;
    const before = text.slice(0, at);
    const carried: RangeStart | null =
      range && /^\s*(?:-|–|to)\s*\$?$/.test(text.slice(range.start, at).replace(/^\$?[\d,.]+/, ''))
        ? range
        : null;
    range = null;
    if (RANGE_AFTER.test(after)) {
      range = carried ?? { lead: MONEY_BEFORE.exec(before), start: at, isDollar: n.isDollar };
      continue;
    }
    const thousands = THOUSANDS.exec(after);
    // "3000 max", "500 tops": a ceiling after a sum too large to be a headcount of a party.
    const ceiling =
      n.value >= 100 && !carried && !/\bfor\s*(?:about|around|up\s+to)?\s*$/.test(before)
        ? CEILING_AFTER.exec(after)
        : null;
    // "1,200" and "2,500": a number written with a thousands comma is a sum unless people follow it.
    const isCommaSum = /^\d{1,3}(?:,\d{3})+$/.test(text.slice(n.start, n.end));
    const raw = text.slice(n.start, n.end);
    // "somewhere around 06510": five digits the gazetteer places are a ZIP, not a rough sum.
    const isZip = /^\d{5}$/.test(raw) && !n.isDollar && geocodeUs(raw) !== null;
    const isCounted = COUNT_SAID.test(blankNumber(text, n));
    const isRoughSum = n.value >= MIN_ROUGH_SUM && !isZip && ROUGH_BEFORE.test(before) && isCounted;
    // "..., 2026": a year of these decades standing alone is a year, not a sum.
    const isLoneSum =
      n.value >= MIN_LONE_SUM &&
      !isZip &&
      !/^20[2-4]\d$/.test(raw) &&
      isCounted &&
      ((LONE_BEFORE.test(before) && LONE_AFTER.test(after)) || TOTAL_AFTER.test(after));
    const money =
      MONEY_AFTER.exec(after) ??
      ceiling ??
      (carried?.isDollar || isCommaSum || isRoughSum ? /^/.exec(after) : null) ??
      (isLoneSum ? (TOTAL_AFTER.exec(after) ?? /^/.exec(after)) : null);
    const lead = carried?.lead ?? MONEY_BEFORE.exec(before);
    if (!n.isDollar && !thousands && !money && !lead) continue;
    // "a 5k", "the 10k": a race's distance, not a sum, unless money words say otherwise.
    if (thousands && !n.isDollar && !lead && !money && [5, 10, 15].includes(n.value) && RACE.test(text))
      continue;
    // "for 300 budget 50k": the sum is the number after "budget".
    if (!n.isDollar && !thousands && /^\s*budget\s+(?:of\s+|is\s+)?\$?\d/.test(after)) continue;
    if (!n.isDollar && !thousands && !money && BOUNDS_ONLY.test(before) && n.value < 100) continue;
    if (
      /^\s*(?:people|guests|ppl|kids|[a-z]+s\b(?<!bucks|dollars|tops))/.test(after) &&
      !thousands &&
      !n.isDollar
    )
      continue;
    const dollars = Math.round(thousands ? n.value * 1000 : n.value);
    if (dollars < 1 || dollars > 100_000_000) continue;
    const start = lead ? lead.index : (carried?.start ?? at);
    const end = n.end + (thousands?.[0].length ?? money?.[0].length ?? 0);
    return reading(dollars, text, start, end);
  }
  return null;
}
