import type { z } from 'zod';
import type { User } from '#shared/contracts/auth.ts';
import type {
  FavoriteResponse,
  listVendorsQuerySchema,
  Vendor,
  VendorListResponse,
  VendorSummary,
} from '#shared/contracts/vendors.ts';
import { NotFoundError } from '../../lib/errors/app-errors.ts';
import {
  resolveVisitorLocation,
  toPublicLocation,
  type VisitorLocation,
} from '../../lib/http/visitor-location.ts';
import { interpretVendorSearch } from './vendor-search.ts';
import type { AdminFlags, VendorsRepository } from './vendors.repository.ts';

export type ListVendorsParams = z.output<typeof listVendorsQuerySchema>;
/** Who is asking and from where (`request.ip`). */
export type Visitor = { user: User | null; ip: string };

type Deps = { vendorsRepo: VendorsRepository; defaultLocation: () => VisitorLocation };

export function createVendorsService({ vendorsRepo, defaultLocation }: Deps) {
  const locate = (ip: string) => resolveVisitorLocation(ip, defaultLocation());

  async function requireVendor(id: number): Promise<void> {
    if (!(await vendorsRepo.exists(id))) throw new NotFoundError('Vendor', id);
  }

  async function getVendor(id: number, ip: string): Promise<Vendor> {
    const vendor = await vendorsRepo.findById(id, locate(ip));
    if (!vendor) throw new NotFoundError('Vendor', id);
    return { ...vendor, services: await vendorsRepo.findServices(id) };
  }

  return {
    /**
     * GET /api/vendors. Near Me (ignoreLocation=false) keeps vendors who travel to the visitor:
     * the distance from the vendor to the visitor is within the vendor's own travel distance. `q` is
     * a plain-English search (vendor-search.ts).
     */
    async listVendors(query: ListVendorsParams, visitor: Visitor): Promise<VendorListResponse> {
      const location = locate(visitor.ip);
      const { filter, interpreted } = interpretVendorSearch(query, { lat: location.lat, lon: location.lon });
      const { vendors, total } = await vendorsRepo.findPage(filter, query.limit, query.offset);
      const hasMore = query.offset + vendors.length < total;
      return {
        vendors,
        userLocation: toPublicLocation(location),
        total,
        hasMore,
        nextOffset: hasMore ? query.offset + vendors.length : null,
        interpreted,
      };
    },

    getVendor,

    /** POST /api/vendors/{id}/favorite: a toggle. */
    async toggleFavorite(user: User, vendorId: number): Promise<FavoriteResponse> {
      await requireVendor(vendorId);
      return { favorited: await vendorsRepo.toggleFavorite(user.id, vendorId) };
    },

    async listFavorites(user: User, ip: string): Promise<VendorSummary[]> {
      return vendorsRepo.findFavorites(user.id, locate(ip));
    },

    /**
     * POST /api/vendors/{id}/verify (admins; the route checks): sets the flags sent (Verified,
     * Insured, Background Checked); with none, flips `verified`.
     */
    async verifyVendor(id: number, flags: AdminFlags, ip: string): Promise<Vendor> {
      if (!(await vendorsRepo.setAdminFlags(id, flags))) throw new NotFoundError('Vendor', id);
      return getVendor(id, ip);
    },
  };
}
export type VendorsService = ReturnType<typeof createVendorsService>;
