import { renderPoster } from '../images/poster-engine.ts';
import type { PosterInput } from '../images/poster-svg.ts';

/** Runs in a worker thread: lays the poster out and rasterises it, away from the event loop. */
export default async function renderPosterTask(input: PosterInput) {
  const poster = await renderPoster(input);
  return { png: poster.png, width: poster.width, height: poster.height };
}
