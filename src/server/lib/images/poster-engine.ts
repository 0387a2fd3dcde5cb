import { renderAsync } from '@resvg/resvg-js';
import { listFontFiles } from './fonts.ts';
import { buildPosterScene, type PosterInput } from './poster-svg.ts';

export type { PosterInput } from './poster-svg.ts';

export type RenderedPoster = { png: Buffer; width: number; height: number };

/**
 * Draws an event poster offline: an SVG built from the inputs, rasterised by resvg with bundled
 * fonts only (no system fonts), so the same input gives the same PNG bytes on every machine.
 */
export async function renderPoster(input: PosterInput): Promise<RenderedPoster> {
  const scene = buildPosterScene(input);
  const image = await renderAsync(scene.svg, {
    fitTo: { mode: 'original' },
    font: { fontFiles: listFontFiles(scene.fonts), loadSystemFonts: false, defaultFontFamily: 'Outfit' },
    shapeRendering: 2,
    textRendering: 1,
    logLevel: 'off',
  });
  return { png: image.asPng(), width: image.width, height: image.height };
}
