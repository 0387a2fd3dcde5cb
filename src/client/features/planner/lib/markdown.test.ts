import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown.ts';

describe('parseMarkdown', () => {
  it('reads paragraphs, lists, bold, italic and site links', () => {
    expect(parseMarkdown('Hello **there**\n\n- [Party](/events/4), *Sat*\n- two')).toEqual([
      {
        kind: 'paragraph',
        key: 'b1',
        lines: [
          {
            key: 'l1',
            nodes: [
              { kind: 'text', text: 'Hello ' },
              { kind: 'strong', text: 'there' },
            ],
          },
        ],
      },
      {
        kind: 'list',
        key: 'b2',
        items: [
          {
            key: 'l2',
            nodes: [
              { kind: 'link', text: 'Party', href: '/events/4', isInternal: true },
              { kind: 'text', text: ', ' },
              { kind: 'em', text: 'Sat' },
            ],
          },
          { key: 'l3', nodes: [{ kind: 'text', text: 'two' }] },
        ],
      },
    ]);
  });

  it('keeps HTML and unsafe links as text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
    expect(parseInline('[click](javascript:alert%281%29)')).toEqual([{ kind: 'text', text: 'click' }]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ kind: 'text', text: 'x' }]);
  });
});
