/**
 * 'Typically responds within X' from a vendor's own words, which may already start with
 * "Within" ("Within 1 hour") or name a span ("Same day").
 */
export function responseTimeText(responseTime: string): string {
  const words = responseTime.trim().replace(/^within\s+/i, '');
  const span = /^same day$/i.test(words) ? 'the same day' : words.charAt(0).toLowerCase() + words.slice(1);
  return `Typically responds within ${span}`;
}
