/** A piece of a line of light Markdown: plain text, bold, italic or a link. */
export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'link'; text: string; href: string; isInternal: boolean };

/** A line or list item, with a key that is stable for the message. */
export type MarkdownLine = { key: string; nodes: InlineNode[] };
export type MarkdownBlock =
  | { kind: 'paragraph'; key: string; lines: MarkdownLine[] }
  | { kind: 'list'; key: string; items: MarkdownLine[] };

const INLINE = /\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Only site paths and http(s) addresses become links; anything else (javascript:, data:) stays text. */
function safeHref(href: string): { href: string; isInternal: boolean } | null {
  if (/^\/(?!\/)/.test(href)) return { href, isInternal: true };
  if (/^https?:\/\//i.test(href)) return { href, isInternal: false };
  return null;
}

export function parseInline(line: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const m of line.matchAll(INLINE)) {
    if (m.index > last) nodes.push({ kind: 'text', text: line.slice(last, m.index) });
    if (m[1] !== undefined) nodes.push({ kind: 'strong', text: m[1] });
    else if (m[2] !== undefined) nodes.push({ kind: 'em', text: m[2] });
    else {
      const link = safeHref(m[4]!);
      nodes.push(link ? { kind: 'link', text: m[3]!, ...link } : { kind: 'text', text: m[3]! });
    }
    last = m.index + m[0].length;
  }
  if (last < line.length) nodes.push({ kind: 'text', text: line.slice(last) });
  return nodes;
}

/**
 * The planner's light Markdown (paragraphs, "- " lists, **bold**, *italic*, [links](/path)) as
 * blocks. Raw HTML is never interpreted: it stays text, which React escapes.
 */
export function parseMarkdown(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let current: MarkdownBlock | null = null;
  let count = 0;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (const line of lines) {
    if (line.trim() === '') {
      current = null;
      continue;
    }
    count += 1;
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    const entry = { key: `l${count}`, nodes: parseInline(item ? item[1]! : line) };
    const kind = item ? 'list' : 'paragraph';
    if (!current || current.kind !== kind) {
      current =
        kind === 'list' ? { kind, key: `b${count}`, items: [] } : { kind, key: `b${count}`, lines: [] };
      blocks.push(current);
    }
    if (current.kind === 'list') current.items.push(entry);
    else current.lines.push(entry);
  }
  return blocks;
}
