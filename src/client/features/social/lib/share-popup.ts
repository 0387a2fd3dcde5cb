/** The share popup is 550x400, polled every second and closed after 120 seconds. */
export const SHARE_POPUP_SIZE = { width: 550, height: 400 } as const;
export const SHARE_POPUP_POLL_MS = 1000;
export const SHARE_POPUP_TIMEOUT_MS = 120_000;
export const POPUP_BLOCKED_MESSAGE = 'Popup blocked! Please allow popups for this site.';

export class PopupBlockedError extends Error {
  constructor() {
    super(POPUP_BLOCKED_MESSAGE);
    this.name = 'PopupBlockedError';
  }
}

type PopupWindow = Pick<Window, 'closed' | 'close'>;

/**
 * Opens a platform's share dialog in a centred 550x400 popup. Must run inside the click handler
 * (browsers only allow popups during a user gesture); throws PopupBlockedError when blocked.
 */
export function openSharePopup(url: string): PopupWindow {
  const { width, height } = SHARE_POPUP_SIZE;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const popup = window.open(
    url,
    'confetti-share',
    `width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`,
  );
  if (!popup) throw new PopupBlockedError();
  try {
    // The share site has no business scripting this page; the reference still reports `closed`.
    popup.opener = null;
  } catch {
    // Some browsers forbid it once the popup has navigated; nothing else depends on it.
  }
  return popup;
}

/** Resolves when the popup is closed by the user ('closed') or force-closed after the timeout. */
export function waitForPopupClose(
  popup: PopupWindow,
  { pollMs = SHARE_POPUP_POLL_MS, timeoutMs = SHARE_POPUP_TIMEOUT_MS } = {},
): Promise<'closed' | 'timeout'> {
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      if (popup.closed) {
        window.clearInterval(timer);
        resolve('closed');
      } else if (Date.now() - startedAt >= timeoutMs) {
        window.clearInterval(timer);
        popup.close();
        resolve('timeout');
      }
    }, pollMs);
  });
}
