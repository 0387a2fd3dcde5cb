import { ArrowLeft, UserRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';

/**
 * /profile/:username: a simple page naming the person. The public profile API does not exist yet,
 * so nothing else about them is shown.
 */
export function PublicProfilePage() {
  const username = useParams().username ?? '';
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-6 py-20 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-primary-subtle text-primary-subtle-foreground">
        <UserRound aria-hidden="true" className="size-10" />
      </span>
      <h1 className="font-display text-h1">Profile</h1>
      <p className="font-semibold text-lg">@{username}</p>
      <p className="text-muted-foreground">Public profiles are coming soon.</p>
      <Button asChild variant="outline">
        <Link to={paths.home}>
          <ArrowLeft aria-hidden="true" />
          Back home
        </Link>
      </Button>
    </div>
  );
}
