import { describe, expect, it } from 'vitest';
import { checklistFor } from './plan-checklist.ts';
import { hasProgram, partyKindOf } from './plan-kind.ts';
import { draftWith } from './plan-test-drafts.ts';

describe('partyKindOf', () => {
  it('reads the kind from the category, kids from the guests or the age', () => {
    expect(partyKindOf(draftWith({ category: 'Birthday', age: 7 }))).toBe('kids');
    expect(partyKindOf(draftWith({ category: 'Social', guestNoun: 'kids' }))).toBe('kids');
    expect(partyKindOf(draftWith({ category: 'Birthday', age: 40 }))).toBe('birthday');
    expect(partyKindOf(draftWith({ category: 'Corporate' }))).toBe('company');
    expect(partyKindOf(draftWith({ category: 'Sports' }))).toBe('sports');
    expect(partyKindOf(draftWith({ category: 'Wedding' }))).toBe('wedding');
    expect(partyKindOf(draftWith({ category: 'Holiday' }))).toBe('holiday');
    expect(partyKindOf(draftWith({}))).toBe('social');
  });

  it('sees a program at a retirement party, not at an office happy hour', () => {
    expect(hasProgram(draftWith({ category: 'Corporate', occasion: 'retirement party' }))).toBe(true);
    expect(hasProgram(draftWith({ category: 'Corporate', occasion: 'company event' }))).toBe(false);
  });
});

describe('checklistFor', () => {
  it("covers a children's party: favors, allergies, pick-up time, helpers", () => {
    const list = checklistFor(
      draftWith({
        category: 'Birthday',
        age: 7,
        guestCount: 12,
        guestNoun: 'kids',
        endTime: { hour: 16, minute: 0 },
      }),
      'kids',
    ).join('\n');
    expect(list).toMatch(/Party favors for 12 kids/);
    expect(list).toMatch(/allergies/);
    expect(list).toMatch(/pick-up time \(4 PM\)/);
    expect(list).toMatch(/3 grown-up helpers/);
    const noEnd = checklistFor(draftWith({ age: 5, time: { hour: 14, minute: 0 } }), 'kids').join('\n');
    expect(noEnd).toMatch(/pick-up time \(4 PM for a 2-hour party\)/);
  });

  it('gives a company event dietary options, and an AV line only with a program', () => {
    const plain = checklistFor(draftWith({ category: 'Corporate', occasion: 'company event' }), 'company');
    expect(plain.join('\n')).toMatch(/Dietary options/);
    expect(plain.join('\n')).not.toMatch(/\bAV\b/);
    const retirement = checklistFor(
      draftWith({ category: 'Corporate', occasion: 'retirement party' }),
      'company',
    );
    expect(retirement.join('\n')).toMatch(/AV: microphone/);
  });

  it('gives a watch party the kickoff, enough screens and team colors', () => {
    const list = checklistFor(
      draftWith({ category: 'Sports', guestCount: 40, time: { hour: 15, minute: 30 } }),
      'sports',
    ).join('\n');
    expect(list).toMatch(/Kickoff at 3:30 PM/);
    expect(list).toMatch(/3 screens so all 40 can see/);
    expect(list).toMatch(/Team colors/);
  });

  it('has its own list for birthdays, weddings and showers, holidays and get-togethers', () => {
    expect(checklistFor(draftWith({ category: 'Birthday', age: 40 }), 'birthday').join()).toMatch(
      /40 candles/,
    );
    expect(checklistFor(draftWith({ category: 'Wedding', occasion: 'wedding' }), 'wedding').join()).toMatch(
      /Officiant/,
    );
    expect(
      checklistFor(draftWith({ category: 'Wedding', occasion: 'bridal shower' }), 'wedding').join(),
    ).toMatch(/registry/);
    expect(checklistFor(draftWith({ category: 'Holiday' }), 'holiday').join()).toMatch(/Gift exchange/);
    expect(checklistFor(draftWith({}), 'social').join()).toMatch(/Icebreakers/);
  });

  it('starts with the guests: invite the count, or settle it first', () => {
    expect(checklistFor(draftWith({ guestCount: 25 }), 'social')[0]).toBe('Invite 25 guests');
    expect(checklistFor(draftWith({}), 'social')[0]).toMatch(/Settle the guest count/);
  });
});
