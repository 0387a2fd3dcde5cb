import { firstMatch, type Reading } from './text.ts';

/** What the host says getting in costs: free, or a ticket price in cents. */
export type Admission = { kind: 'free' } | { kind: 'paid'; cents: number };

const FREE_ENTRY =
  /\b(?:free\s+(?:entry|admission|event|to\s+attend|for\s+(?:everyone|all|guests))|(?:it'?s|it\s+is|entry\s+is|admission\s+is|tickets\s+are)\s+free|no\s+(?:cover|tickets?\s+needed|entry\s+fee))\b/g;
const TICKET_PRICE =
  /\b(?:tickets?|admission|entry|entrance|cover(?:\s+charge)?)\s*(?:are|is|costs?|of|at|:)?\s*\$\s?(\d{1,5}(?:\.\d{2})?)(?!\d)|\$\s?(\d{1,5}(?:\.\d{2})?)\s*(?:tickets?|admission|entry|cover(?:\s+charge)?|at\s+the\s+door|a\s+ticket|per\s+ticket)\b/g;

/**
 * Admission, when the host says it ("free entry", "it's free", "no cover", "tickets are $15", "$10 at
 * the door"); a bare "free" ("I'm free Saturday") or a sum alone (a budget) is not read.
 */
export function readAdmission(text: string): Reading<Admission> | null {
  const paid = firstMatch(TICKET_PRICE, text, (m) => {
    const cents = Math.round(Number(m[1] ?? m[2]) * 100);
    return Number.isFinite(cents) && cents > 0 ? { kind: 'paid' as const, cents } : null;
  });
  return paid ?? firstMatch(FREE_ENTRY, text, () => ({ kind: 'free' as const }));
}
