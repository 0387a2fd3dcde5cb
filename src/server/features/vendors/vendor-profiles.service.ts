import type { z } from 'zod';
import type { User } from '#shared/contracts/auth.ts';
import type { createVendorBodySchema, updateVendorBodySchema, Vendor } from '#shared/contracts/vendors.ts';
import type { AlsoRecord } from '../../db/client.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors/app-errors.ts';
import { placeEventLocation } from '../../lib/events/event-location.ts';
import type { ServiceValues, VendorProfilesRepository, VendorValues } from './vendor-profiles.repository.ts';

type CreateInput = z.output<typeof createVendorBodySchema>;
type UpdateInput = z.output<typeof updateVendorBodySchema>;
type ServiceInput = NonNullable<UpdateInput['services']>[number];

const UNKNOWN_PLACE = "We couldn't find that place. Try 'City, ST' or a street address with the city.";

/** Geocodes a location from the offline gazetteer; an unknown place is the user's to fix. */
function placeOf(location: string) {
  const place = placeEventLocation(location);
  if (!place) throw new ValidationError(UNKNOWN_PLACE, [{ path: 'location', message: UNKNOWN_PLACE }]);
  return { location, city: place.city, region: place.region, latitude: place.lat, longitude: place.lon };
}

function toServiceValues(services: ServiceInput[], knownIds: number[]): ServiceValues[] {
  return services.map((s, index) => {
    if (s.id !== undefined && !knownIds.includes(s.id)) {
      const message = `Service ${s.id} does not belong to this vendor`;
      throw new ValidationError(message, [{ path: `services.${index}.id`, message }]);
    }
    return {
      id: s.id,
      name: s.name,
      description: s.description ?? null,
      priceCents: Math.round(s.price * 100),
      durationMinutes: s.durationMinutes ?? null,
      minimumBookingNoticeDays: s.minimumBookingNoticeDays ?? null,
      maximumBookingNoticeDays: s.maximumBookingNoticeDays ?? null,
    };
  });
}

const MISSING_PICTURE = 'A gallery picture was not found. Upload it again.';

type Deps = {
  profilesRepo: VendorProfilesRepository;
  getVendor: (id: number, ip: string) => Promise<Vendor>;
};

/** Vendor profiles: a user may own several; the owner or an administrator edits and deletes. */
export function createVendorProfilesService({ profilesRepo, getVendor }: Deps) {
  async function requireManageable(user: User, id: number) {
    const ownership = await profilesRepo.findOwnership(id);
    if (!ownership) throw new NotFoundError('Vendor', id);
    if (ownership.userId !== user.id && !user.isAdmin) {
      throw new ForbiddenError('Only the owner of this vendor profile or an administrator can change it');
    }
    return ownership;
  }

  /** Gallery entries must be pictures stored here, so the page never shows a broken image. */
  async function checkGallery(gallery: string[] | undefined): Promise<void> {
    if (!gallery?.length) return;
    const ids = gallery.map((url) => url.slice('/images/'.length));
    const found = new Set(await profilesRepo.findStoredImageIds(ids));
    const missing = ids.findIndex((id) => !found.has(id));
    if (missing >= 0)
      throw new ValidationError(MISSING_PICTURE, [{ path: `gallery.${missing}`, message: MISSING_PICTURE }]);
  }

  return {
    async listMine(user: User, ip: string): Promise<Vendor[]> {
      const ids = await profilesRepo.findIdsByOwner(user.id);
      return Promise.all(ids.map((id) => getVendor(id, ip)));
    },

    /** A vendor as its page shows it, with the distance from `ip`. */
    getVendor,

    /** A new vendor is unverified until an administrator checks it. */
    async createVendor(user: User, body: CreateInput, ip: string, alsoRecord?: AlsoRecord): Promise<Vendor> {
      const { services, ...fields } = body;
      await checkGallery(fields.gallery);
      const values = {
        ...fields,
        ...placeOf(fields.location),
        website: fields.website ?? null,
        logo: fields.logo ?? null,
        travelDistance: fields.travelDistance ?? null,
        yearsOfExperience: fields.yearsOfExperience ?? null,
        responseTime: fields.responseTime ?? null,
        cancellationPolicy: fields.cancellationPolicy ?? null,
      };
      const id = await profilesRepo.insert(user.id, values, toServiceValues(services, []), alsoRecord);
      return getVendor(id, ip);
    },

    async updateVendor(user: User, id: number, body: UpdateInput, ip: string): Promise<Vendor> {
      const ownership = await requireManageable(user, id);
      const { services, location, ...fields } = body;
      await checkGallery(fields.gallery);
      const values: VendorValues = { ...fields };
      if (location !== undefined) Object.assign(values, placeOf(location));
      const serviceValues = services ? toServiceValues(services, ownership.serviceIds) : undefined;
      await profilesRepo.update(id, values, serviceValues);
      return getVendor(id, ip);
    },

    async deleteVendor(user: User, id: number): Promise<void> {
      await requireManageable(user, id);
      await profilesRepo.remove(id);
    },
  };
}
export type VendorProfilesService = ReturnType<typeof createVendorProfilesService>;
