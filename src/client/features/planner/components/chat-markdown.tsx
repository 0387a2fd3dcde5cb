import { Link } from 'react-router';
import { type InlineNode, parseMarkdown } from '../lib/markdown.ts';

const LINK_CLASS = 'font-semibold text-primary underline underline-offset-2';

function Inline({ nodes }: { nodes: InlineNode[] }) {
  let offset = 0;
  return nodes.map((node) => {
    offset += 1;
    const key = `${offset}:${node.text}`;
    if (node.kind === 'strong') return <strong key={key}>{node.text}</strong>;
    if (node.kind === 'em') return <em key={key}>{node.text}</em>;
    if (node.kind === 'link') {
      return node.isInternal ? (
        <Link key={key} to={node.href} className={LINK_CLASS}>
          {node.text}
        </Link>
      ) : (
        <a key={key} href={node.href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
          {node.text}
        </a>
      );
    }
    return <span key={key}>{node.text}</span>;
  });
}

/** The assistant's light Markdown as elements; no HTML from the message is ever rendered as HTML. */
export function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="space-y-2">
      {parseMarkdown(text).map((block) =>
        block.kind === 'list' ? (
          <ul key={block.key} className="list-disc space-y-1 pl-5">
            {block.items.map((item) => (
              <li key={item.key}>
                <Inline nodes={item.nodes} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={block.key}>
            {block.lines.map((line) => (
              <span key={line.key} className="block">
                <Inline nodes={line.nodes} />
              </span>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
