import { PUBLIC_PROFILE_EVENTS, type PublicProfile } from '#shared/contracts/profiles.ts';
import { NotFoundError } from '../../lib/errors/app-errors.ts';
import type { ProfilesRepository } from './profiles.repository.ts';

type Deps = { profilesRepo: ProfilesRepository; clock: () => Date };

export function createProfilesService({ profilesRepo, clock }: Deps) {
  return {
    /** GET /api/profiles/{username}: public to anyone; an unknown username is a 404. */
    async getPublicProfile(username: string): Promise<PublicProfile> {
      const user = await profilesRepo.findUser(username);
      if (!user) throw new NotFoundError('User');
      const [upcoming, vendors] = await Promise.all([
        profilesRepo.findUpcomingEvents(user.id, clock(), PUBLIC_PROFILE_EVENTS),
        profilesRepo.findVendors(user.id),
      ]);
      return {
        username: user.username,
        name: user.name,
        bio: user.bio,
        avatar: user.avatar,
        memberSince: user.createdAt.toISOString(),
        upcomingEvents: upcoming.events.map((event) => ({ ...event, date: event.date.toISOString() })),
        upcomingEventCount: upcoming.total,
        vendors: vendors.map((vendor) => ({
          ...vendor,
          averageRating:
            vendor.averageRating === null ? null : Math.round(Number(vendor.averageRating) * 10) / 10,
        })),
      };
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
