/** Whether an If-None-Match header (a list, weak forms or `*`) names this entity tag (weak comparison). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === bare);
}

/**
 * Whether a conditional GET may be answered 304: If-None-Match when sent (it takes precedence),
 * else If-Modified-Since at or after `lastModified` (HTTP dates have whole seconds).
 */
export function isNotModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  etag: string,
  lastModified: Date,
): boolean {
  if (headers['if-none-match']) return matchesEtag(headers['if-none-match'], etag);
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}
