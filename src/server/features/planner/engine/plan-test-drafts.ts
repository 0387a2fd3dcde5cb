import { type DraftPlace, emptyDraft, type PlannerDraft } from './draft.ts';

export const SAN_JOSE: DraftPlace = {
  location: 'San Jose, CA',
  city: 'San Jose',
  region: 'CA',
  timeZone: 'America/Los_Angeles',
  lat: 37.3382,
  lon: -121.8863,
};

/** A draft for a test: the empty draft with the fields the test names. */
export function draftWith(fields: Partial<PlannerDraft>): PlannerDraft {
  return { ...emptyDraft(), ...fields };
}
