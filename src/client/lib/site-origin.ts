/**
 * This site's origin, for the absolute links a page builds (calendar and share links). A page
 * rendered on the server has no window and gets '': only closed menus and panels read it there, and
 * they draw none of those links until the browser opens them.
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}
