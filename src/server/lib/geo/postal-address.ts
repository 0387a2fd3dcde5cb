import { normalizeText } from './place-text.ts';
import { findStateCode } from './us-states.ts';

/** A schema.org PostalAddress's parts, each present only when the text names it. */
export type PostalAddressParts = {
  streetAddress?: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry: 'US';
};

/** A place as schema.org wants it: the venue's name and its address in parts. */
export type PlaceParts = { name: string; address: PostalAddressParts };

const COUNTRY = /^(usa?|united states( of america)?)$/i;
const ZIP = /^(\d{5})(?:-\d{4})?$/;
const REGION_ZIP = /^(.+?)\s+(\d{5}(?:-\d{4})?)$/;

/** 'TX 78701', 'Texas', '78701' or 'TX': the region code and ZIP code it holds, if it is one. */
function readRegionPart(part: string): { region?: string; zip?: string } | null {
  const zipOnly = ZIP.exec(part);
  if (zipOnly) return { zip: zipOnly[1] };
  const withZip = REGION_ZIP.exec(part);
  const regionText = withZip ? withZip[1]! : part;
  const region = findStateCode(normalizeText(regionText));
  if (!region) return null;
  return withZip ? { region, zip: withZip[2]!.slice(0, 5) } : { region };
}

const startsWithNumber = (part: string) => /^\d/.test(part);

/**
 * Splits an event's one-line location ("Zilker Park, 2100 Barton Springs Rd, Austin, TX 78746")
 * into the venue's name and a postal address. Read from the end: a country, then a state with an
 * optional ZIP code, then the city; what is left is the venue and the street (a part that starts
 * with a house number is the street, and a lone name is the venue). `city` and `region`, the place the event was geocoded to,
 * fill what the text leaves out. Never guesses a part it cannot read: an absent part is left out.
 */
export function splitPlace(
  location: string,
  known: { city?: string | null; region?: string | null },
): PlaceParts {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1 && COUNTRY.test(parts.at(-1)!)) parts.pop();
  let region: string | undefined;
  let zip: string | undefined;
  const regionPart = parts.length > 1 ? readRegionPart(parts.at(-1)!) : null;
  if (regionPart) {
    parts.pop();
    ({ region, zip } = regionPart);
  }
  let locality: string | undefined;
  const city = known.city?.trim();
  const last = parts.at(-1);
  if (last && parts.length > 1 && (regionPart || (city && last.toLowerCase() === city.toLowerCase()))) {
    locality = parts.pop();
  }
  const [first, ...rest] = parts;
  const hasVenue = first !== undefined && !startsWithNumber(first);
  const venue = hasVenue ? first : undefined;
  const street = (hasVenue ? rest : parts).join(', ') || undefined;
  return {
    name: venue ?? street ?? locality ?? location.trim(),
    address: {
      ...(street ? { streetAddress: street } : {}),
      ...((locality ?? city) ? { addressLocality: locality ?? city } : {}),
      ...((region ?? known.region) ? { addressRegion: region ?? known.region! } : {}),
      ...(zip ? { postalCode: zip } : {}),
      addressCountry: 'US',
    },
  };
}
