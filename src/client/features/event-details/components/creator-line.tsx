import { Link } from 'react-router';
import { paths } from '#client/config/paths.ts';
import type { Event } from '#shared/contracts/events.ts';
import { getCreatorDisplayName, getCreatorProfileUsername } from '../lib/creator-name.ts';

/** 'Created by {name}', linking to the creator's public profile when they have an account. */
export function CreatorLine({ event }: { event: Pick<Event, 'creator' | 'organizerName'> }) {
  const name = getCreatorDisplayName(event);
  const username = getCreatorProfileUsername(event);
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-linear-to-br from-brand-500 to-party-500 font-display font-bold text-white"
      >
        {name.charAt(0).toUpperCase()}
      </span>
      <p className="text-sm text-muted-foreground">
        Created by{' '}
        {username ? (
          <Link
            to={paths.publicProfile(username)}
            className="font-semibold text-foreground underline-offset-4 hover:text-primary hover:underline"
          >
            {name}
          </Link>
        ) : (
          <span className="font-semibold text-foreground">{name}</span>
        )}
      </p>
    </div>
  );
}
