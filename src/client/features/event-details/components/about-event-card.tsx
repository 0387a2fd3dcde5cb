import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Separator } from '#client/components/ui/separator.tsx';
import type { Event } from '#shared/contracts/events.ts';
import { CreatorLine } from './creator-line.tsx';

/** Blank lines separate paragraphs; single line breaks inside one are kept. */
function toParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export function AboutEventCard({ event }: { event: Event }) {
  const paragraphs = toParagraphs(event.description);
  return (
    <Card className="render-when-near">
      <CardHeader>
        <h2 id="about-event-heading" className="font-display text-h2">
          About This Event
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4 text-[1.0625rem] leading-relaxed text-ink-800">
        {paragraphs.length > 0 ? (
          paragraphs.map((p, i) => (
            <p key={i} className="whitespace-pre-line break-words">
              {p}
            </p>
          ))
        ) : (
          <p className="text-muted-foreground">The organizer has not added a description yet.</p>
        )}
      </CardContent>
      <CardContent>
        <Separator className="mb-5" />
        <CreatorLine event={event} />
      </CardContent>
    </Card>
  );
}
