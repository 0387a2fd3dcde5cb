import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, okResponseSchema } from '#shared/contracts/common.ts';
import {
  createReviewBodySchema,
  createVendorBodySchema,
  listReviewsQuerySchema,
  reviewListResponseSchema,
  reviewPathParamSchema,
  updateReviewBodySchema,
  updateVendorBodySchema,
  vendorIdParamSchema,
  vendorReviewSchema,
  vendorSchema,
} from '#shared/contracts/vendors.ts';
import { markCreated } from '../../plugins/idempotency.ts';
import { requireUser } from '../../plugins/session.ts';
import type { ReviewsService } from './reviews.service.ts';
import type { VendorProfilesService } from './vendor-profiles.service.ts';

type Options = { profiles: VendorProfilesService; reviews: ReviewsService };

// Sign-in is checked before the body, so a guest hears 401 whatever they sent.
const signedIn = {
  onRequest: async (request: Parameters<typeof requireUser>[0]) => void requireUser(request),
};

export const vendorProfilesRoutes: FastifyPluginAsyncZod<Options> = async (app, { profiles, reviews }) => {
  app.get(
    '/vendors/my-profile',
    { schema: { response: { 200: z.array(vendorSchema), ...errorResponses } }, ...signedIn },
    async (request) => profiles.listMine(requireUser(request), request.ip),
  );

  app.post(
    '/vendors',
    {
      schema: { body: createVendorBodySchema, response: { 201: vendorSchema, ...errorResponses } },
      config: { idempotency: { replayCreated: (id, request) => profiles.getVendor(id, request.ip) } },
      ...signedIn,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await profiles.createVendor(requireUser(request), request.body, request.ip, markCreated(request)),
        ),
  );

  app.patch(
    '/vendors/:id',
    {
      schema: {
        params: vendorIdParamSchema,
        body: updateVendorBodySchema,
        response: { 200: vendorSchema, ...errorResponses },
      },
      ...signedIn,
    },
    async (request) =>
      profiles.updateVendor(requireUser(request), request.params.id, request.body, request.ip),
  );

  app.delete(
    '/vendors/:id',
    {
      schema: { params: vendorIdParamSchema, response: { 200: okResponseSchema, ...errorResponses } },
      ...signedIn,
    },
    async (request) => {
      await profiles.deleteVendor(requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/vendors/:id/reviews',
    {
      schema: {
        params: vendorIdParamSchema,
        querystring: listReviewsQuerySchema,
        response: { 200: reviewListResponseSchema, ...errorResponses },
      },
    },
    async (request) => reviews.listReviews(request.params.id, request.query.limit, request.query.offset),
  );

  app.post(
    '/vendors/:id/reviews',
    {
      schema: {
        params: vendorIdParamSchema,
        body: createReviewBodySchema,
        response: { 201: vendorReviewSchema, ...errorResponses },
      },
      config: { idempotency: true },
      ...signedIn,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reviews.createReview(requireUser(request), request.params.id, request.body)),
  );

  app.patch(
    '/vendors/:id/reviews/:reviewId',
    {
      schema: {
        params: reviewPathParamSchema,
        body: updateReviewBodySchema,
        response: { 200: vendorReviewSchema, ...errorResponses },
      },
      ...signedIn,
    },
    async (request) =>
      reviews.updateReview(requireUser(request), request.params.id, request.params.reviewId, request.body),
  );

  app.delete(
    '/vendors/:id/reviews/:reviewId',
    {
      schema: { params: reviewPathParamSchema, response: { 200: okResponseSchema, ...errorResponses } },
      ...signedIn,
    },
    async (request) => {
      await reviews.deleteReview(requireUser(request), request.params.id, request.params.reviewId);
      return { ok: true as const };
    },
  );
};
