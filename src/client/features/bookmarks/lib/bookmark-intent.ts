/**
 * A guest's press on a bookmark, kept while they sign in (docs/decisions/0013-bookmarks-for-guests.md).
 * Session storage, not the URL: it stays in this tab, is never shared with a copied link, and a
 * reload of the page after signing in cannot apply it again.
 */
export type BookmarkIntent = {
  eventId: number;
  title: string;
  /** The page the guest pressed it on (path and query), where they come back after signing in. */
  returnTo: string;
  savedAt: number;
};

const STORAGE_KEY = 'confetti:bookmark-after-sign-in';
/** Longer than any sign-in (or a registration, then a sign-in); an abandoned one is forgotten. */
export const BOOKMARK_INTENT_TTL_MS = 30 * 60 * 1000;

type IntentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage can be switched off or full (private modes): then the guest still signs in, without it.
function sessionStore(): IntentStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers the press; a later press replaces an earlier one (the last heart is what they meant). */
export function saveBookmarkIntent(intent: BookmarkIntent, storage = sessionStore()): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(intent));
  } catch {
    // Nothing to keep it in: the person signs in and presses the heart again.
  }
}

function isIntent(value: unknown): value is BookmarkIntent {
  const v = value as BookmarkIntent;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.eventId) &&
    typeof v.title === 'string' &&
    typeof v.returnTo === 'string' &&
    typeof v.savedAt === 'number'
  );
}

/**
 * Takes the remembered press out of storage (so it applies at most once) and returns it when it is
 * still fresh and was made on the page the person is on now; anything else is dropped.
 */
export function takeBookmarkIntent(
  pathname: string,
  now = Date.now(),
  storage = sessionStore(),
): BookmarkIntent | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(STORAGE_KEY) ?? null;
    storage?.removeItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let intent: unknown;
  try {
    intent = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isIntent(intent)) return null;
  const isFresh = now - intent.savedAt >= 0 && now - intent.savedAt <= BOOKMARK_INTENT_TTL_MS;
  const isSamePage = new URL(intent.returnTo, 'http://confetti.invalid').pathname === pathname;
  return isFresh && isSamePage ? intent : null;
}
