import { z } from 'zod';
import { singleLineText } from '../lib/text.ts';
import { idSchema } from './common.ts';

/** GET /api/admin/stats: the dashboard's cards. */
export const adminStatsResponseSchema = z.object({
  users: z.object({ total: z.number().int(), admins: z.number().int() }),
  events: z.object({ total: z.number().int(), upcoming: z.number().int(), sample: z.number().int() }),
  categories: z.array(z.object({ category: z.string(), count: z.number().int() })),
  vendors: z.object({ total: z.number().int(), verified: z.number().int(), sample: z.number().int() }),
});
export type AdminStats = z.infer<typeof adminStatsResponseSchema>;

/** GET /api/admin/users: a page of users, newest first, optionally searched by name, username or email. */
export const listAdminUsersQuerySchema = z.object({
  q: singleLineText({ max: 100, label: 'Search text' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit must be at most 200')
    .default(50),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(1_000_000, 'offset is too large')
    .default(0),
});
export type ListAdminUsersQuery = z.infer<typeof listAdminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminUserIdParamSchema = z.object({
  id: idSchema('Invalid user ID'),
});

/** PATCH /api/admin/users/{id}. */
export const updateAdminUserBodySchema = z.strictObject({
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }),
});

export const MAX_SAMPLE_EVENTS = 500;
export const DEFAULT_SAMPLE_EVENTS = 50;
export const MAX_SAMPLE_VENDORS = 200;
export const DEFAULT_SAMPLE_VENDORS = 36;

/** POST /api/admin/generate-events?count=50. */
export const generateEventsQuerySchema = z.object({
  count: z.coerce
    .number({ error: 'count must be a number' })
    .int('count must be a whole number')
    .min(1, 'count must be at least 1')
    .max(MAX_SAMPLE_EVENTS, `count must be at most ${MAX_SAMPLE_EVENTS}`)
    .default(DEFAULT_SAMPLE_EVENTS),
});

/** POST /api/admin/generate-vendors?count=36. */
export const generateVendorsQuerySchema = z.object({
  count: z.coerce
    .number({ error: 'count must be a number' })
    .int('count must be a whole number')
    .min(1, 'count must be at least 1')
    .max(MAX_SAMPLE_VENDORS, `count must be at most ${MAX_SAMPLE_VENDORS}`)
    .default(DEFAULT_SAMPLE_VENDORS),
});

/** 202 answer of every route that starts a job. */
export const jobAcceptedResponseSchema = z.object({ jobId: z.string() });
export type JobAccepted = z.infer<typeof jobAcceptedResponseSchema>;

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

/** GET /api/admin/jobs/{id}. */
export const jobStatusResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  progress: z.object({ done: z.number().int(), total: z.number().int(), message: z.string().nullable() }),
  result: z.unknown(),
  error: z.string().nullable(),
  retryCount: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

export type JobStatus = z.infer<typeof jobStatusResponseSchema>;

export const jobIdParamSchema = z.object({
  id: z.uuid({ error: 'Invalid job ID' }),
});

/** DELETE /api/admin/sample-data. */
export const sampleDataDeletedResponseSchema = z.object({
  events: z.number().int(),
  vendors: z.number().int(),
});
export type SampleDataDeleted = z.infer<typeof sampleDataDeletedResponseSchema>;

/** Batch image rules: one event at a time, this many seconds apart. */
export const BATCH_IMAGE_DELAY_SECONDS = 5;

/** The sample-data jobs an admin can start (POST /api/admin/<kind>). */
export type AdminJobKind = 'generate-events' | 'generate-vendors' | 'generate-images';
