import { US_STATES } from '#shared/constants.ts';
import { normalizeText } from './place-text.ts';

/** The 50 states plus DC: the regions the gazetteer covers. */
export const GAZETTEER_REGIONS: readonly (readonly [code: string, name: string])[] = [
  ...US_STATES,
  ['DC', 'District of Columbia'],
];

const nameByCode = new Map(GAZETTEER_REGIONS.map(([code, name]) => [code, name]));

// AP-style abbreviations people still write ("Calif.", "Mass."); after normalizeText dots are gone.
const AP_ABBREVIATIONS: Record<string, string> = {
  ala: 'AL',
  ariz: 'AZ',
  ark: 'AR',
  calif: 'CA',
  cal: 'CA',
  colo: 'CO',
  conn: 'CT',
  del: 'DE',
  fla: 'FL',
  ill: 'IL',
  ind: 'IN',
  kan: 'KS',
  kans: 'KS',
  mass: 'MA',
  mich: 'MI',
  minn: 'MN',
  miss: 'MS',
  mont: 'MT',
  neb: 'NE',
  nebr: 'NE',
  nev: 'NV',
  okla: 'OK',
  ore: 'OR',
  oreg: 'OR',
  penn: 'PA',
  penna: 'PA',
  tenn: 'TN',
  tex: 'TX',
  wash: 'WA',
  wva: 'WV',
  wis: 'WI',
  wisc: 'WI',
  wyo: 'WY',
  'd c': 'DC',
};

const codeByText = new Map<string, string>([
  ...Object.entries(AP_ABBREVIATIONS),
  ...GAZETTEER_REGIONS.map(([code]) => [code.toLowerCase(), code] as const),
  ...GAZETTEER_REGIONS.map(([code, name]) => [normalizeText(name), code] as const),
]);

/** Longest state text, in words ("district of columbia"). */
export const MAX_STATE_WORDS = 3;

/** The state code for a code, name or common abbreviation in normalized text, or undefined. */
export function findStateCode(normalized: string): string | undefined {
  return codeByText.get(normalized);
}

/** 'Texas' for 'TX'. */
export function getStateName(code: string): string | undefined {
  return nameByCode.get(code);
}
