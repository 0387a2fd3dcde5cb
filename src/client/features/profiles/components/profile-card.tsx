import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '#client/components/ui/avatar.tsx';
import { cn } from '#client/lib/cn.ts';
import type { User } from '#shared/contracts/auth.ts';
import { formatPlace, type ProfilePlace } from '../lib/profile-place.ts';
import { ProfileLocationMap } from './profile-location-map.tsx';

/**
 * Who the person is: avatar, name, username, bio, then the page's own lines (`children`), the place
 * with a map, and an action slot. The signed-in profile and the public profile both show it.
 */
export function ProfileCard({
  user,
  place = null,
  action,
  children,
  className,
}: {
  user: Pick<User, 'name' | 'username' | 'avatar' | 'bio'>;
  place?: ProfilePlace | null;
  action?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby="profile-name"
      className={cn(
        'grid gap-5 overflow-hidden rounded-2xl border border-border bg-card shadow-sm',
        className,
      )}
    >
      <div className="h-20 bg-linear-to-br from-brand-500 via-party-500 to-amber-400" aria-hidden="true" />
      <div className="-mt-16 grid gap-4 px-5 pb-5">
        <Avatar size="xl" className="size-24 text-3xl ring-4 ring-card">
          {user.avatar ? <AvatarImage src={user.avatar} alt={user.name} /> : null}
          <AvatarFallback name={user.name} />
        </Avatar>
        <div className="grid gap-0.5">
          <h1 id="profile-name" className="font-display text-h2 break-words">
            {user.name}
          </h1>
          <p className="text-muted-foreground">@{user.username}</p>
        </div>
        {user.bio ? (
          <p className="whitespace-pre-line break-words text-ink-800 leading-relaxed">{user.bio}</p>
        ) : (
          <p className="text-muted-foreground text-sm italic">No bio yet.</p>
        )}
        {children}
        {place ? (
          <div className="grid gap-2">
            <p className="flex items-start gap-1.5 text-ink-700 text-sm">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
              <span>
                {formatPlace(place)}
                {place.source === 'connection' ? (
                  <span className="block text-muted-foreground text-xs">
                    Approximate, from your connection
                  </span>
                ) : null}
              </span>
            </p>
            <ProfileLocationMap place={place} />
          </div>
        ) : null}
        {action}
      </div>
    </section>
  );
}
