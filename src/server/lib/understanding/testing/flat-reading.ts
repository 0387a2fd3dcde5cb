import { type UnderstandOptions, understand } from '../understand.ts';

/** The layer's reading, flattened to the fields the search tests compare. */
export function flatReading(text: string, options: UnderstandOptions) {
  const read = understand(text, options);
  return {
    category: read.category?.value ?? null,
    isCategoryNarrowed: read.category?.mode === 'rank',
    place: read.place ? { text: read.place.text, region: read.place.region } : null,
    from: read.date?.from ?? null,
    to: read.date?.to ?? null,
    dateLabel: read.date?.label ?? null,
    text: read.text,
    corrections: read.corrections,
    price: read.price ? { ...read.price, span: undefined } : null,
  };
}
