import { ExternalLink, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { PartyPlan } from '#shared/contracts/planner.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="font-display text-base font-bold">{title}</h3>
      {children}
    </section>
  );
}

/** The party plan: timeline, checklist, budget split, vendors who travel there and supplies. */
export function PlannerPlan({ plan }: { plan: PartyPlan }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your party plan</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5 text-sm">
        <Section title="Timeline">
          <ol className="space-y-2">
            {plan.timeline.map((step) => (
              <li key={step.weeksBefore}>
                <span className="font-semibold">{step.label}:</span> {step.tasks.join(', ')}
              </li>
            ))}
          </ol>
        </Section>
        <Section title="Checklist">
          <ul className="list-disc space-y-1 pl-5">
            {plan.checklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
        <Section
          title={
            plan.budget.total ? `Budget ($${plan.budget.total.toLocaleString('en-US')})` : 'Budget split'
          }
        >
          <ul className="space-y-1">
            {plan.budget.items.map((item) => (
              <li key={item.label} className="flex justify-between gap-2">
                <span>{item.label}</span>
                <span className="tabular-nums text-muted-foreground">
                  {item.amount !== null ? `$${item.amount.toLocaleString('en-US')} · ` : ''}
                  {item.percent}%
                </span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Vendors who travel there">
          {plan.vendors.length === 0 ? (
            <p className="text-muted-foreground">
              No listed vendor covers this place yet.{' '}
              <Link to="/vendors" className="text-primary underline">
                Browse vendors
              </Link>
            </p>
          ) : (
            <ul className="space-y-2">
              {plan.vendors.map((v) => (
                <li key={v.id}>
                  <Link to={v.url} className="font-semibold text-primary underline-offset-2 hover:underline">
                    {v.name}
                  </Link>
                  <span className="block text-muted-foreground">
                    {v.category} · {v.location}
                    {v.averageRating !== null ? (
                      <>
                        {' · '}
                        <Star className="inline size-3.5 fill-amber-400 text-amber-500" aria-hidden />
                        <span className="sr-only">Rating </span>
                        {v.averageRating.toFixed(1)} ({v.reviewCount})
                      </>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Supplies">
          <ul className="space-y-2">
            {plan.supplies.map((s) => (
              <li key={s.title}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer sponsored"
                  className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-2 hover:underline"
                >
                  {s.title} <ExternalLink className="size-3.5" aria-hidden />
                  <span className="sr-only">(View on Amazon, opens in a new tab)</span>
                </a>
                <span className="block text-muted-foreground">{s.description}</span>
              </li>
            ))}
          </ul>
        </Section>
      </CardContent>
    </Card>
  );
}
