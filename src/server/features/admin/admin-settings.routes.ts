import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/contracts/common.ts';
import {
  adminSettingsResponseSchema,
  updateSiteSettingsBodySchema,
} from '#shared/contracts/site-settings.ts';
import { requireAdmin } from '../../plugins/session.ts';
import type { AdminSettingsService } from './admin-settings.service.ts';

const ADMINS_ONLY = 'Only administrators can change site settings.';
const response = { 200: adminSettingsResponseSchema, ...errorResponses };

export const adminSettingsRoutes: FastifyPluginAsyncZod<{ settings: AdminSettingsService }> = async (
  app,
  { settings },
) => {
  // 401 for a guest, 403 for a signed-in non-admin, before the body is read.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request, ADMINS_ONLY);
  });

  app.get('/admin/settings', { schema: { response } }, async () => settings.getSettings());

  app.patch(
    '/admin/settings',
    { schema: { body: updateSiteSettingsBodySchema, response } },
    async (request) => settings.updateSettings(requireAdmin(request, ADMINS_ONLY), request.body),
  );
};
