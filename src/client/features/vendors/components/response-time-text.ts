/** A measured median in words: "30 minutes", "2 hours", "a day", "3 days". */
function spanOf(minutes: number): string {
  if (minutes < 60) {
    const m = Math.max(5, Math.ceil(minutes / 5) * 5);
    return `${m} minutes`;
  }
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return hours === 1 ? 'an hour' : `${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? 'a day' : `${days} days`;
}

/**
 * 'Typically responds within X': measured from the vendor's real replies once there are enough
 * (the server sends the median), else from the vendor's own words, which may already start with
 * "Within" ("Within 1 hour") or name a span ("Same day"). Null when neither is known.
 */
export function responseTimeText(vendor: {
  responseTime: string | null;
  measuredResponseMinutes: number | null;
}): string | null {
  if (vendor.measuredResponseMinutes !== null)
    return `Typically responds within ${spanOf(vendor.measuredResponseMinutes)}`;
  if (!vendor.responseTime) return null;
  const words = vendor.responseTime.trim().replace(/^within\s+/i, '');
  const span = /^same day$/i.test(words) ? 'the same day' : words.charAt(0).toLowerCase() + words.slice(1);
  return `Typically responds within ${span}`;
}
