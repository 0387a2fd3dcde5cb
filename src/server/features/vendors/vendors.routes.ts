import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#shared/contracts/common.ts';
import {
  favoriteResponseSchema,
  listVendorsQuerySchema,
  vendorIdParamSchema,
  vendorListResponseSchema,
  vendorSchema,
  vendorSummarySchema,
  verifyVendorBodySchema,
} from '#shared/contracts/vendors.ts';
import { requireAdmin, requireUser } from '../../plugins/session.ts';
import type { VendorsService } from './vendors.service.ts';

export const vendorsRoutes: FastifyPluginAsyncZod<{ service: VendorsService }> = async (app, { service }) => {
  app.get(
    '/vendors',
    {
      schema: {
        querystring: listVendorsQuerySchema,
        response: { 200: vendorListResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.listVendors(request.query, { user: request.user, ip: request.ip }),
  );

  app.get(
    '/vendors/favorites',
    { schema: { response: { 200: z.array(vendorSummarySchema), ...errorResponses } } },
    async (request) => service.listFavorites(requireUser(request), request.ip),
  );

  app.get(
    '/vendors/:id',
    { schema: { params: vendorIdParamSchema, response: { 200: vendorSchema, ...errorResponses } } },
    async (request) => service.getVendor(request.params.id, request.ip),
  );

  app.post(
    '/vendors/:id/favorite',
    {
      schema: { params: vendorIdParamSchema, response: { 200: favoriteResponseSchema, ...errorResponses } },
    },
    async (request) => service.toggleFavorite(requireUser(request), request.params.id),
  );

  app.post(
    '/vendors/:id/verify',
    {
      schema: {
        params: vendorIdParamSchema,
        body: verifyVendorBodySchema,
        response: { 200: vendorSchema, ...errorResponses },
      },
      // Rights first: a guest or non-admin hears 401/403 whatever the body holds.
      onRequest: async (request) => void requireAdmin(request, 'Only administrators can verify vendors'),
    },
    async (request) => service.verifyVendor(request.params.id, request.body, request.ip),
  );
};
