import { ExternalLink, Gift } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { useAppConfig } from '#client/lib/app-config.ts';
import { amazonSearchUrl, getPartySupplies } from '#shared/lib/party-supplies.ts';
import { SidebarCardHeading } from './sidebar-card-heading.tsx';

/**
 * 'Suggested Party Supplies': shop searches for the event's category, tagged with the operator's
 * Amazon Associates tag from GET /api/config (none when it has not loaded or is not set).
 */
export function PartySuppliesCard({ category }: { category: string }) {
  const idPrefix = useId();
  const affiliateTag = useAppConfig().data?.amazonAffiliateTag;
  const supplies = getPartySupplies(category);
  return (
    <Card>
      <CardHeader>
        <SidebarCardHeading
          icon={Gift}
          title="Suggested Party Supplies"
          description="Ideas to get ready for the celebration."
        />
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {supplies.map((item, index) => {
            const titleId = `${idPrefix}-supply-${index}`;
            return (
              <li key={item.title} className="grid gap-2 rounded-xl border border-border bg-ink-50/60 p-4">
                <h3 id={titleId} className="font-semibold text-ink-950">
                  {item.title}
                </h3>
                <p className="text-ink-700 text-sm leading-relaxed">{item.description}</p>
                <Button asChild variant="outline" size="sm" className="mt-1 w-fit">
                  <a
                    href={amazonSearchUrl(item.searchTerms, affiliateTag)}
                    target="_blank"
                    rel="noopener noreferrer sponsored"
                    aria-describedby={titleId}
                  >
                    View on Amazon
                    <ExternalLink aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </Button>
              </li>
            );
          })}
        </ul>
        {affiliateTag?.trim() ? (
          <p className="mt-4 text-muted-foreground text-xs">
            As an Amazon Associate, Confetti earns from qualifying purchases.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
