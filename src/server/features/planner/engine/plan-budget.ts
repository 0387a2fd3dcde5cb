import type { PartySetting } from '../../../lib/understanding/planner-setting.ts';
import type { PartyKind } from './plan-kind.ts';

type Share = readonly [label: string, weight: number];

/** The line a party at home does not spend on; its share goes to the other lines. */
const VENUE = 'Venue';

// Typical shares of a party budget by kind (weights; they need not add up to 100).
const SPLITS: Record<PartyKind, readonly Share[]> = {
  kids: [
    ['Food & cake', 30],
    ['Entertainment', 25],
    [VENUE, 20],
    ['Decorations', 10],
    ['Favors', 10],
    ['Contingency', 5],
  ],
  birthday: [
    ['Food & drinks', 35],
    [VENUE, 20],
    ['Entertainment', 20],
    ['Decorations', 10],
    ['Cake', 5],
    ['Contingency', 10],
  ],
  wedding: [
    [VENUE, 30],
    ['Catering', 25],
    ['Photo & video', 12],
    ['Music', 10],
    ['Flowers & decor', 10],
    ['Attire', 8],
    ['Contingency', 5],
  ],
  company: [
    ['Catering', 35],
    [VENUE, 25],
    ['Drinks', 15],
    ['Entertainment', 10],
    ['Decor & signage', 5],
    ['Contingency', 10],
  ],
  sports: [
    ['Food', 35],
    ['Drinks', 25],
    [VENUE, 20],
    ['Team decorations', 10],
    ['Contingency', 10],
  ],
  holiday: [
    ['Food & drinks', 45],
    [VENUE, 20],
    ['Decorations', 15],
    ['Entertainment', 10],
    ['Contingency', 10],
  ],
  social: [
    ['Food & drinks', 40],
    [VENUE, 20],
    ['Entertainment', 20],
    ['Decorations', 10],
    ['Contingency', 10],
  ],
  outdoor: [
    ['Permits & site', 25],
    ['Supplies & rentals', 25],
    ['Food & drinks', 30],
    ['Safety & first aid', 10],
    ['Contingency', 10],
  ],
};

/**
 * Splits a whole number into parts proportional to the weights that add up to it exactly: each part
 * is rounded down, then the units left over go to the largest remainders (earlier lines on ties).
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

export type BudgetSplit = {
  total: number | null;
  perHead: number | null;
  items: Array<{ label: string; percent: number; amount: number | null }>;
};

/**
 * The budget split for the kind of party: whole percents adding up to 100 and whole dollars adding
 * up to the budget exactly; a party at home has no venue line; a company event with a program
 * spends its entertainment line on AV. The per-head figure is the budget over the guests, to the cent.
 */
export function splitBudget(
  kind: PartyKind,
  budget: number | null,
  guests: number | null,
  options: { setting: PartySetting | null; hasProgram: boolean },
): BudgetSplit {
  const shares = SPLITS[kind]
    .filter(([label]) => !(label === VENUE && options.setting?.kind === 'home'))
    .map(
      ([label, weight]): Share => [
        kind === 'company' && label === 'Entertainment' && options.hasProgram ? 'AV & program' : label,
        weight,
      ],
    );
  const weights = shares.map(([, weight]) => weight);
  const percents = apportion(100, weights);
  const total = budget !== null && budget > 0 ? Math.round(budget) : null;
  const amounts = total !== null ? apportion(total, weights) : null;
  return {
    total,
    perHead: total !== null && guests ? Math.round((total / guests) * 100) / 100 : null,
    items: shares.map(([label], i) => ({
      label,
      percent: percents[i]!,
      amount: amounts ? amounts[i]! : null,
    })),
  };
}
