import { EARLY_CLICKS_GLOBAL } from '#shared/lib/early-clicks.ts';

type EarlyClick = { el: Element; keyboard: boolean };
type EarlyClicks = { queue: EarlyClick[]; rootLive: boolean; done: boolean };

let isRootLive = false;
const held = (): EarlyClicks | undefined =>
  (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS_GLOBAL];
const pendingPartOf = (el: Element) => el.closest('[data-lazy-part]:not([data-live])');

/** Presses `el` again as the person did: a mouse or touch press first sends the pointer's down and up. */
function pressAgain({ el, keyboard }: EarlyClick): void {
  if (!keyboard) {
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup']) {
      const init = { bubbles: true, cancelable: true, composed: true, button: 0, isPrimary: true };
      const isPointer = type.startsWith('pointer') && typeof PointerEvent === 'function';
      el.dispatchEvent(
        isPointer
          ? new PointerEvent(type, { ...init, pointerType: 'mouse', buttons: type.endsWith('down') ? 1 : 0 })
          : new MouseEvent(type, init),
      );
    }
  }
  (el as HTMLElement).click();
}

/**
 * Presses again every held press whose part is now live, and once the root and every lazily loaded
 * part on the page are, marks the page live: `<html data-hydrated>`, which the end-to-end journeys
 * wait for, and no press is held from then on.
 */
function settle(): void {
  if (!isRootLive) return;
  const early = held();
  if (early) {
    early.rootLive = true;
    const ready = early.queue.filter((click) => click.el.isConnected && !pendingPartOf(click.el));
    early.queue = early.queue.filter((click) => click.el.isConnected && pendingPartOf(click.el));
    for (const click of ready) pressAgain(click);
  }
  if (document.querySelector('[data-lazy-part]:not([data-live])')) return;
  if (early) early.done = true;
  document.documentElement.setAttribute('data-hydrated', '');
}

// Called from effects, so in a task of its own: React hydrates a boundary at once for a press only
// outside its own commit, and a press made again inside it would reach nothing.
const settleSoon = () => setTimeout(settle, 0);

/** The root has committed its first render (hydrated, or rendered in the browser). */
export function markRootLive(): void {
  isRootLive = true;
  settleSoon();
}

/** A lazily loaded part (`[data-lazy-part]`) has rendered its real content. */
export function markPartLive(part: Element): void {
  part.setAttribute('data-live', '');
  settleSoon();
}
