import type { MotifFamily } from './categories.ts';
import { drawBusiness, drawMusic, drawRace } from './motifs-activity.ts';
import { drawBalloons, drawCheers, drawDisco, drawStar } from './motifs-celebration.ts';
import { drawFood } from './motifs-food.ts';
import { drawLanterns, drawMountains } from './motifs-outdoor.ts';
import { drawHoliday, drawRings, drawWinter } from './motifs-seasonal.ts';
import type { MotifContext } from './shapes.ts';
import { buildTransform, createElement } from './svg.ts';

const DRAWERS: Record<MotifFamily, (ctx: MotifContext) => string> = {
  balloons: drawBalloons,
  rings: drawRings,
  winter: drawWinter,
  holiday: drawHoliday,
  music: drawMusic,
  race: drawRace,
  sports: drawRace,
  food: drawFood,
  mountains: drawMountains,
  lanterns: drawLanterns,
  business: drawBusiness,
  star: drawStar,
  disco: drawDisco,
  cheers: drawCheers,
};

/** Draws the family's artwork scaled into a square of `size` px centred on (cx, cy). */
export function drawMotif(
  family: MotifFamily,
  ctx: Omit<MotifContext, 'variant'>,
  placement: { cx: number; cy: number; size: number; rotation?: number },
): string {
  const scale = placement.size / 200;
  const x = placement.cx - placement.size / 2;
  const y = placement.cy - placement.size / 2;
  const content = DRAWERS[family]({ ...ctx, variant: family });
  const inner = createElement('g', { transform: buildTransform(x, y, 0, scale) }, content);
  if (!placement.rotation) return inner;
  return createElement(
    'g',
    { transform: `rotate(${placement.rotation} ${placement.cx} ${placement.cy})` },
    inner,
  );
}
