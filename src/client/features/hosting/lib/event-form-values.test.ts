import { describe, expect, it } from 'vitest';
import { createEventFormSchema } from './event-form-schema.ts';
import { emptyEventForm, toUpdateEventBody } from './event-form-values.ts';

const values = createEventFormSchema.parse({
  ...emptyEventForm,
  title: 'New title',
  description: 'Same',
  date: '2026-12-05T19:00',
  location: 'Austin, TX',
});

describe('toUpdateEventBody', () => {
  it('sends only the changed fields', () => {
    expect(toUpdateEventBody(values, { title: true })).toEqual({ title: 'New title' });
  });

  it('re-sends the date with a new place, so the wall time is kept there', () => {
    expect(toUpdateEventBody(values, { location: true })).toEqual({
      location: 'Austin, TX',
      date: '2026-12-05T19:00',
    });
  });
});
