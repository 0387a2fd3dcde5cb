import type { PlannerUnderstoodField } from '#shared/contracts/planner.ts';

/**
 * The chat message that changes one field of the party to what the host typed in the card, worded
 * the way the planner reads corrections ("move it to Oakland, CA", "25 guests", "no theme").
 */
export function correctionMessage(field: PlannerUnderstoodField, value: string): string {
  const v = value.trim();
  switch (field) {
    case 'occasion':
      return `It's a ${v}`;
    case 'honoree':
      return `It's for ${v}`;
    case 'age':
      return `Turning ${v.replace(/\D+/g, '') || v}`;
    case 'date':
      return `Actually on ${v}`;
    case 'time':
      return `At ${v}`;
    case 'place':
      return `Move it to ${v}`;
    case 'guests':
      return /\d\s*$/.test(v) ? `${v} guests` : v;
    case 'budget':
      return `Budget $${v.replace(/^\$/, '')}`;
    case 'theme':
      return v === '' || /^(?:none|no theme)$/i.test(v) ? 'No theme' : `${v} theme`;
  }
}
