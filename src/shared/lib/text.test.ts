import { describe, expect, it } from 'vitest';
import { httpUrlText, multiLineText, nameText, singleLineText, stripControlCharacters } from './text.ts';

describe('singleLineText', () => {
  const title = singleLineText({ max: 10, label: 'Title' });
  it('trims and accepts plain text', () => expect(title.parse('  Party  ')).toBe('Party'));
  it.each(['a\u0000b', 'a\tb', 'a\nb', 'a\rb', 'a\u007fb', 'a\u0085b'])(
    'refuses %j with a message naming the field',
    (v) => {
      const result = title.safeParse(v);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^Title must be a single line/);
    },
  );
  it('caps the length', () => expect(title.safeParse('x'.repeat(11)).success).toBe(false));
});

describe('multiLineText', () => {
  const description = multiLineText({ max: 20, label: 'Description' });
  it('keeps newlines and tabs and folds CRLF and lone CR into LF', () =>
    expect(description.parse('a\r\nb\tc\rd')).toBe('a\nb\tc\nd'));
  it('refuses NUL and other controls', () => {
    const result = description.safeParse('a\u0000b');
    expect(result.error?.issues[0]?.message).toMatch(/^Description contains a character that is not allowed/);
    expect(description.safeParse('a\u001bb').success).toBe(false);
  });
});

describe('nameText', () => {
  it('strips controls and collapses spaces instead of refusing', () =>
    expect(nameText({ max: 20 }).parse(' Ada\u0000 \n Lovelace\t')).toBe('Ada Lovelace'));
});

describe('httpUrlText', () => {
  it('refuses a URL carrying a NUL the URL parser would keep', () =>
    expect(httpUrlText({ max: 100, label: 'url' }).safeParse('https://x.example/\u0000').success).toBe(
      false,
    ));
  it('accepts a plain https URL', () =>
    expect(httpUrlText({ max: 100 }).parse(' https://x.example/a ')).toBe('https://x.example/a'));
});

describe('stripControlCharacters', () => {
  it('removes every control character', () => expect(stripControlCharacters('a\r\u0000b\n')).toBe('ab'));
});
