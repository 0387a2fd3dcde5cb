import { consumeSpan, isSpanFree, type QueryMask, reserveSpan } from '../text/mask.ts';
import type { DateRange } from './labels.ts';
import type { DateContext } from './zoned-time.ts';

/**
 * A date phrase found in the query: where it is, the range it means and, if it has one, its own
 * label. `implied`: the date comes from what the event is ("halloween parties", "turkey trot"), so
 * a date the words give outright overrides it ("halloween parties this weekend").
 */
export type DateMention = {
  start: number;
  end: number;
  range: DateRange;
  label: string | null;
  implied?: boolean;
};

export type DateRuleGroups = Record<string, string | undefined>;

/** A phrase chrono-node reads badly or not at all, and how to turn a match into a range. */
export type DateRule = {
  pattern: RegExp;
  /** `keep`: the words stay in the free text too (reserved, not consumed). */
  resolve: (
    groups: DateRuleGroups,
    ctx: DateContext,
  ) => { range: DateRange; label?: string; keep?: boolean } | null;
};

/** Runs the rules in order over the unclaimed text; each match claims its characters. */
/**
 * A rule's match whose first words another reader claimed ("21 and over friday": the audience took
 * "over", which the rule would read as a lead word before "friday") is tried again from the first
 * position after them, so what is left of it ("friday") is still read.
 */
function matchAfterClaimed(
  pattern: RegExp,
  text: string,
  mask: QueryMask,
  start: number,
  end: number,
): RegExpExecArray | null {
  let from = start;
  while (from < end && (!isSpanFree(mask, from, end) || /\s/.test(text[from] ?? ''))) from += 1;
  if (from >= end) return null;
  const sticky = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}y`);
  sticky.lastIndex = from;
  const match = sticky.exec(text);
  return match && isSpanFree(mask, match.index, match.index + match[0].length) ? match : null;
}

export function applyDateRules(
  rules: readonly DateRule[],
  text: string,
  mask: QueryMask,
  ctx: DateContext,
): DateMention[] {
  const mentions: DateMention[] = [];
  for (const rule of rules) {
    for (const found of text.matchAll(rule.pattern)) {
      const match = isSpanFree(mask, found.index, found.index + found[0].length)
        ? found
        : matchAfterClaimed(rule.pattern, text, mask, found.index, found.index + found[0].length);
      if (!match) continue;
      const start = match.index;
      const end = start + match[0].length;
      const result = rule.resolve(match.groups ?? {}, ctx);
      if (!result || (result.range.to && result.range.to <= result.range.from)) continue;
      if (result.keep) {
        const name = match.groups?.name;
        const at = name ? start + match[0].lastIndexOf(name) : start;
        consumeSpan(mask, start, at);
        reserveSpan(mask, at, name ? at + name.length : end);
      } else consumeSpan(mask, start, end);
      const mention = { start, end, range: result.range, label: result.label ?? null };
      mentions.push(result.keep ? { ...mention, implied: true } : mention);
    }
  }
  return mentions;
}
