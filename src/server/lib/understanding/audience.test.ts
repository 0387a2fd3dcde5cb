import { describe, expect, it } from 'vitest';
import { understand } from './understand.ts';

const read = (text: string) => understand(text, { now: new Date('2026-11-22T15:00:00Z'), timeZone: 'UTC' });

describe('the audience of a search', () => {
  it.each([
    ['kid friendly concerts', 'kids'],
    ['all-ages shows', 'kids'],
    ['21+ comedy', '21+'],
    ['grown ups only game night', 'adults'],
    ['bar crawl saturday', '21+'],
    ['trunk or treat near me', 'kids'],
    ['5th birthday party venues', 'kids'],
    ['first birthday party ideas', 'kids'],
    // Wine is poured at a paint and sip; a ladies night is a bar's.
    ['paint and sip in houston', '21+'],
    ['sip n paint tonight', '21+'],
    ['ladies night friday', '21+'],
    // Beer is the point of a beer or brew festival; a root beer festival is for anyone.
    ['craft beer fest in denver', '21+'],
    ['brewfest saturday', '21+'],
    // Ages as people type them: "5 year old", "13 yr old", "8yo".
    ['party ideas for 5 year olds', 'kids'],
    ['bday party ideas for 13 yr old', 'kids'],
    ['things to do with my 8yo', 'kids'],
  ])('reads %j as %s', (text, audience) => {
    expect(read(text).audience?.value).toBe(audience);
  });

  it.each(['30th birthday party ideas', 'birthday dinner spots', 'root beer festival'])(
    'reads no audience in %j',
    (text) => {
      expect(read(text).audience).toBeNull();
    },
  );

  it('drops an audience said outright from the search words', () => {
    expect(read('21+ events tonight').text).toBe('');
    expect(read('shows for 5 year olds').text).toBe('');
  });

  it('keeps implied audience words in the search: they also say what the event is', () => {
    expect(read('trunk or treat near me').text).toContain('trunk');
    expect(read('5th birthday party venues').category?.value).toBe('Birthday');
  });
});
