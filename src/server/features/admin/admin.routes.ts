import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStatsResponseSchema,
  adminUserIdParamSchema,
  adminUserSchema,
  adminUsersPageSchema,
  generateEventsQuerySchema,
  generateVendorsQuerySchema,
  jobAcceptedResponseSchema,
  jobIdParamSchema,
  jobStatusResponseSchema,
  listAdminUsersQuerySchema,
  sampleDataDeletedResponseSchema,
  updateAdminUserBodySchema,
} from '#shared/contracts/admin.ts';
import { errorResponses } from '#shared/contracts/common.ts';
import { requireAdmin } from '../../plugins/session.ts';
import type { AdminService } from './admin.service.ts';

const ADMINS_ONLY = 'Only administrators can use the admin area.';

export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService }> = async (app, { service }) => {
  // Every admin route: 401 for a guest, 403 for a signed-in non-admin.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request, ADMINS_ONLY);
  });

  app.get(
    '/admin/stats',
    { schema: { response: { 200: adminStatsResponseSchema, ...errorResponses } } },
    async () => service.getStats(),
  );

  app.get(
    '/admin/users',
    {
      schema: {
        querystring: listAdminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, ...errorResponses },
      },
    },
    async (request) => service.listUsers(request.query),
  );

  app.patch(
    '/admin/users/:id',
    {
      schema: {
        params: adminUserIdParamSchema,
        body: updateAdminUserBodySchema,
        response: { 200: adminUserSchema, ...errorResponses },
      },
    },
    async (request) => service.setUserAdmin(request.user!, request.params.id, request.body.isAdmin),
  );

  app.post(
    '/admin/generate-events',
    {
      schema: {
        querystring: generateEventsQuerySchema,
        response: { 202: jobAcceptedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ jobId: await service.startSampleEvents(request.user!, request.query.count) }),
  );

  app.post(
    '/admin/generate-vendors',
    {
      schema: {
        querystring: generateVendorsQuerySchema,
        response: { 202: jobAcceptedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ jobId: await service.startSampleVendors(request.user!, request.query.count) }),
  );

  app.post(
    '/admin/generate-images',
    { schema: { response: { 202: jobAcceptedResponseSchema, ...errorResponses } } },
    async (request, reply) =>
      reply.status(202).send({ jobId: await service.startMissingImages(request.user!) }),
  );

  app.get(
    '/admin/jobs/:id',
    { schema: { params: jobIdParamSchema, response: { 200: jobStatusResponseSchema, ...errorResponses } } },
    async (request) => service.getJob(request.params.id),
  );

  app.delete(
    '/admin/sample-data',
    { schema: { response: { 200: sampleDataDeletedResponseSchema, ...errorResponses } } },
    async () => service.deleteSampleData(),
  );
};
