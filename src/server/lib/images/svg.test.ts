import { describe, expect, it } from 'vitest';
import { cleanText, createElement, escapeXml } from './svg.ts';

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });
});

describe('cleanText', () => {
  it('collapses whitespace and drops control characters and lone surrogates', () => {
    expect(cleanText('  a\u0000b \n\t c\ud800 😀 ')).toBe('ab c 😀');
  });
});

describe('createElement', () => {
  it('rounds numbers, drops undefined attributes and escapes values', () => {
    expect(createElement('rect', { x: 1.23456, y: undefined, fill: 'a"b' })).toBe(
      '<rect x="1.23" fill="a&quot;b"/>',
    );
  });
});
