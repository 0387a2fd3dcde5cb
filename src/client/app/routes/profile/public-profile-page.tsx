import { BadgeCheck, CalendarDays, Store } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '#client/components/errors/not-found-page.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { paths } from '#client/config/paths.ts';
import { usePublicProfile } from '#client/features/profiles/api/get-public-profile.ts';
import { CompactEventList } from '#client/features/profiles/components/compact-event-list.tsx';
import { ProfileCard } from '#client/features/profiles/components/profile-card.tsx';
import { RatingStars } from '#client/features/vendors/components/rating-stars.tsx';
import { VendorCategoryIcon } from '#client/features/vendors/components/vendor-category-icon.tsx';
import { usePageMeta } from '#client/hooks/use-page-meta.ts';
import { ApiError } from '#client/lib/api-client.ts';
import type { PublicProfile } from '#shared/contracts/profiles.ts';

/** /profile/:username: a person's public profile (avatar, name, bio, upcoming events, vendor profiles). */
export function PublicProfilePage() {
  const username = useParams().username ?? '';
  const profile = usePublicProfile(username);
  usePageMeta({
    title: profile.data
      ? `${profile.data.name} (@${profile.data.username}) · Confetti`
      : 'Profile · Confetti',
    description: profile.data?.bio?.slice(0, 160) ?? undefined,
  });

  if (profile.isError) {
    if (profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400))
      return <NotFoundPage />;
    throw profile.error;
  }
  if (!profile.data) {
    return (
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-10 sm:px-6" aria-busy="true">
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  return <PublicProfileView profile={profile.data} />;
}

function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const since = new Date(profile.memberSince).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[20rem_1fr]">
      <ProfileCard user={profile} className="content-start self-start">
        <p className="text-muted-foreground text-sm">Member since {since}</p>
      </ProfileCard>

      <div className="grid content-start gap-8">
        <section aria-labelledby="public-events-title" className="grid gap-3">
          <h2 id="public-events-title" className="flex items-center gap-2 font-display text-h3">
            <CalendarDays aria-hidden="true" className="size-5 text-brand-600" />
            Upcoming events
            {profile.upcomingEventCount > 0 ? (
              <span className="font-normal text-base text-muted-foreground">
                ({profile.upcomingEventCount})
              </span>
            ) : null}
          </h2>
          {profile.upcomingEvents.length > 0 ? (
            <CompactEventList events={profile.upcomingEvents} label={`Upcoming events by ${profile.name}`} />
          ) : (
            <p className="rounded-2xl border border-border border-dashed p-6 text-center text-muted-foreground text-sm">
              {profile.name} has no upcoming events.{' '}
              <Link to={paths.home} className="underline">
                Browse events near you
              </Link>
            </p>
          )}
        </section>

        <section aria-labelledby="public-vendors-title" className="grid gap-3">
          <h2 id="public-vendors-title" className="flex items-center gap-2 font-display text-h3">
            <Store aria-hidden="true" className="size-5 text-brand-600" />
            Vendor profiles
          </h2>
          {profile.vendors.length > 0 ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              {profile.vendors.map((vendor) => (
                <li
                  key={vendor.id}
                  className="grid content-start gap-2 rounded-2xl border border-border bg-card p-4 shadow-xs"
                >
                  <div className="flex items-start gap-3">
                    <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-800">
                      <VendorCategoryIcon category={vendor.category} className="size-5" />
                    </span>
                    <div className="grid min-w-0 gap-0.5">
                      <Link
                        to={paths.vendor(vendor.id)}
                        className="break-words font-semibold hover:underline"
                      >
                        {vendor.name}
                      </Link>
                      <p className="text-muted-foreground text-sm">{vendor.category}</p>
                    </div>
                  </div>
                  {vendor.verified ? (
                    <Badge variant="success" className="w-fit">
                      <BadgeCheck aria-hidden="true" />
                      Verified
                    </Badge>
                  ) : null}
                  <RatingStars averageRating={vendor.averageRating} reviewCount={vendor.reviewCount} />
                  <p className="line-clamp-2 text-sm leading-relaxed">{vendor.description}</p>
                  <p className="text-muted-foreground text-sm">{vendor.location}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl border border-border border-dashed p-6 text-center text-muted-foreground text-sm">
              {profile.name} has no vendor profiles.{' '}
              <Link to={paths.vendors} className="underline">
                Find vendors
              </Link>
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
