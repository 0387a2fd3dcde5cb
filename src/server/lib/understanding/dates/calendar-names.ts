/** Weekday and month names as the date rules read them: keys are their first three letters. */

export const WEEKDAY_INDEX: Readonly<Record<string, number>> = {
  sun: 0,
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
};

export const MONTH_KEYS: readonly string[] = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');

/** "first", "2nd", "last" (-1) as a position in a month. */
export const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  last: -1,
};

/** A month's name, full or short, captured as `month`. */
export const NAMED_MONTH =
  '(?<month>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

/** A weekday's name, written out or short ("saturday", "sat", "thurs"), captured as `weekday`. */
export const NAMED_WEEKDAY =
  '(?<weekday>(?:sun|mon|tues|wednes|thurs|fri|satur)day|sun|mon|tues?|weds?|thu(?:rs?)?|fri|sat)';
