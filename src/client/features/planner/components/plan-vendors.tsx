import { Star } from 'lucide-react';
import { Link } from 'react-router';
import type { PartyPlan } from '#shared/contracts/planner.ts';
import { PlanSection } from './plan-section.tsx';

/** Vendors who travel to the party, nearest first; or, when none do, the marketplace search there. */
export function PlanVendors({
  vendors,
  search,
}: {
  vendors: PartyPlan['vendors'];
  search: PartyPlan['vendorSearch'];
}) {
  const searchLink = search ? (
    <Link to={search.url} className="text-primary underline">
      {vendors.length === 0 ? `Search the marketplace in ${search.place}` : `More vendors in ${search.place}`}
    </Link>
  ) : null;
  return (
    <PlanSection title="Vendors who travel there">
      {vendors.length === 0 ? (
        <p className="text-muted-foreground">
          {search
            ? `No listed vendor travels to ${search.place} yet. `
            : 'Tell me where the party is to see vendors who travel there.'}
          {searchLink}
        </p>
      ) : (
        <>
          <ul className="space-y-2">
            {vendors.map((v) => (
              <li key={v.id}>
                <Link to={v.url} className="font-semibold text-primary underline-offset-2 hover:underline">
                  {v.name}
                </Link>
                <span className="block text-muted-foreground">
                  {v.category} · {v.location}
                  {v.distanceMiles === null
                    ? ''
                    : v.distanceMiles < 1
                      ? ' · under 1 mi away'
                      : ` · ${Math.round(v.distanceMiles)} mi away`}
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
          {searchLink ? <p>{searchLink}</p> : null}
        </>
      )}
    </PlanSection>
  );
}
