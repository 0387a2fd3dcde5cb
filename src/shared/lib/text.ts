import { z } from 'zod';

/**
 * One rule for every free-text field a person types: no NUL or other control characters (PostgreSQL
 * refuses NUL outright, and the others break headers, logs, iCalendar lines and terminals), and a
 * length cap on every field. Multi-line fields keep newline and tab; a carriage return is folded
 * into the newline it belongs to, because browsers send textarea line breaks as CRLF.
 */

// Unicode category Cc: the C0 controls, DEL and the C1 controls.
const SINGLE_LINE_FORBIDDEN = /\p{Cc}/u;
// The same, minus tab and line feed.
const MULTI_LINE_FORBIDDEN = /(?![\t\n])\p{Cc}/u;
const ALL_CONTROLS = /\p{Cc}+/gu;

type TextOptions = {
  /** Longest value accepted, counted after trimming. */
  max: number;
  /** How the field is named in messages ("Title"). Defaults to "Text". */
  label?: string;
  /** Message when the value is missing or not a string. */
  requiredMessage?: string;
  /** Message when the value is longer than `max`. */
  tooLongMessage?: string;
};

function describe(label: string | undefined): string {
  return label ?? 'Text';
}

/**
 * The text with control characters removed. With `keepLineBreaks`, CRLF and a bare CR become LF and
 * LF is kept; everything else in category Cc (NUL, tab, escape, bare CR...) goes.
 */
export function stripControlCharacters(value: string, { keepLineBreaks = false } = {}): string {
  if (!keepLineBreaks) return value.replace(ALL_CONTROLS, '');
  return value.replace(/\r\n?/g, '\n').replace(/(?!\n)\p{Cc}/gu, '');
}

/** The message a field with a forbidden character answers with. */
function controlCharacterMessage(label: string | undefined, multiLine: boolean): string {
  return multiLine
    ? `${describe(label)} contains a character that is not allowed (such as a NUL byte or a control character); remove it and try again`
    : `${describe(label)} must be a single line without special characters (such as a NUL byte, tab or line break)`;
}

/** A trimmed one-line text: control characters (line breaks and tabs too) are a 400. */
export function singleLineText({ max, label, requiredMessage, tooLongMessage }: TextOptions) {
  return z
    .string({ error: requiredMessage ?? `${describe(label)} must be text` })
    .trim()
    .refine((v) => !SINGLE_LINE_FORBIDDEN.test(v), {
      message: controlCharacterMessage(label, false),
      abort: true,
    })
    .max(max, tooLongMessage ?? `${describe(label)} must be at most ${max} characters`);
}

/** A trimmed text that may span lines: newline and tab are kept, CRLF becomes LF, other controls are a 400. */
export function multiLineText({ max, label, requiredMessage, tooLongMessage }: TextOptions) {
  return z
    .string({ error: requiredMessage ?? `${describe(label)} must be text` })
    .overwrite((v) => v.replace(/\r\n?/g, '\n'))
    .trim()
    .refine((v) => !MULTI_LINE_FORBIDDEN.test(v), {
      message: controlCharacterMessage(label, true),
      abort: true,
    })
    .max(max, tooLongMessage ?? `${describe(label)} must be at most ${max} characters`);
}

/**
 * A person's display name: control characters are silently removed (a name pasted with a stray tab
 * or newline is still that name), runs of spaces collapse to one, and the result is trimmed.
 */
export function nameText({ max, label, requiredMessage, tooLongMessage }: TextOptions) {
  return z
    .string({ error: requiredMessage ?? `${describe(label)} must be text` })
    .overwrite((v) => v.replace(ALL_CONTROLS, ' ').replace(/\s+/g, ' ').trim())
    .max(max, tooLongMessage ?? `${describe(label)} must be at most ${max} characters`);
}

type UrlOptions = { max: number; label?: string; invalidMessage?: string; tooLongMessage?: string };

/**
 * An http(s) URL a person typed or pasted. The URL parser quietly accepts (and keeps) NUL and other
 * controls in the string, so they are refused before it runs.
 */
export function httpUrlText({ max, label, invalidMessage, tooLongMessage }: UrlOptions) {
  return z
    .string({ error: invalidMessage ?? `${describe(label)} must be an http(s) URL` })
    .trim()
    .refine((v) => !SINGLE_LINE_FORBIDDEN.test(v), {
      message: controlCharacterMessage(label, false),
      abort: true,
    })
    .max(max, tooLongMessage ?? `${describe(label)} is too long`)
    .pipe(
      z.url({ message: invalidMessage ?? `${describe(label)} must be an http(s) URL`, protocol: /^https?$/ }),
    );
}
