import { describe, expect, it } from 'vitest';
import { tasksFor } from './plan-tasks.ts';
import { draftWith } from './plan-test-drafts.ts';

const textOf = (draft: Parameters<typeof tasksFor>[0], kind: Parameters<typeof tasksFor>[1]) =>
  tasksFor(draft, kind)
    .map((t) => t.task)
    .join('\n');

describe('tasksFor', () => {
  it('gives a party at home home tasks and no venue booking', () => {
    const text = textOf(
      draftWith({ category: 'Social', guestCount: 20, setting: { kind: 'home', place: 'apartment' } }),
      'social',
    );
    expect(text).toMatch(/seating for 20 guests/);
    expect(text).toMatch(/building's rules/);
    expect(text).not.toMatch(/venue/i);
  });

  it('gives a watch party at home a TV and stream check with the kickoff time', () => {
    const text = textOf(
      draftWith({
        category: 'Sports',
        time: { hour: 17, minute: 30 },
        setting: { kind: 'home', place: 'home' },
      }),
      'sports',
    );
    expect(text).toMatch(/Test the TV, the stream or channel and the sound before kickoff at 5:30 PM/);
    expect(text).toMatch(/Tune in 30 minutes before kickoff at 5:30 PM/);
  });

  it('gives a party at a venue booking tasks for its guests', () => {
    const restaurant = textOf(
      draftWith({ category: 'Birthday', guestCount: 12, setting: { kind: 'venue', place: 'restaurant' } }),
      'birthday',
    );
    expect(restaurant).toMatch(/Reserve a private room or a large table at the restaurant for 12 guests/);
    expect(restaurant).toMatch(/final headcount/);
    const hall = textOf(
      draftWith({ category: 'Wedding', setting: { kind: 'venue', place: 'hall' } }),
      'wedding',
    );
    expect(hall).toMatch(/Book the hall for your guest count and pay the deposit/);
  });

  it('asks where when the host has not said', () => {
    expect(textOf(draftWith({}), 'social')).toMatch(/Decide where: at home, or book a venue/);
  });

  it('books the trades that suit the party', () => {
    expect(textOf(draftWith({ category: 'Wedding' }), 'wedding')).toMatch(
      /Book key vendors \(Photographer, Catering\)/,
    );
  });
});
