import { z } from 'zod';
import { parseHost } from '../lib/http/site-url.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const boolDefaultTrue = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === undefined || v === '' || v === 'true' || v === '1' || v === 'yes');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
const optionalUrl = z
  .union([z.literal(''), z.url()])
  .optional()
  .transform((v) => v || undefined);

/** Every environment variable the app reads; documented in .env.example and the README. */
export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
    SEED_DEMO_DATA: boolDefaultTrue,
    /** After the demo seed, a background job draws each demo event's poster once. */
    DEMO_POSTERS: boolDefaultTrue,
    PUBLIC_URL: optionalUrl,
    ALLOWED_HOSTS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((hosts) => hosts.every((h) => parseHost(h) !== null), {
        message: 'ALLOWED_HOSTS must be a comma-separated list of host or host:port',
      }),
    COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
    TRUST_PROXY: bool,
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    ADMIN_USERNAME: optionalString,
    ADMIN_PASSWORD: optionalString,
    ADMIN_EMAIL: optionalString,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Confetti <no-reply@confetti.local>'),
    RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_LOGIN_PER_HOUR: z.coerce.number().int().min(1).default(100),
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(15),
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
    DEFAULT_CITY: z.string().default('Stockton'),
    DEFAULT_REGION: z.string().default('CA'),
    MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors'),
    AMAZON_AFFILIATE_TAG: z.string().default('confetti-20'),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    /** Deadline of one request to the LLM provider (a streamed answer included). */
    LLM_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(60),
    IMAGE_BASE_URL: optionalUrl,
    IMAGE_API_KEY: optionalString,
    IMAGE_MODEL: optionalString,
    DISCOVERY_ICS_FEEDS: optionalString,
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
    PGLITE_POOL_SIZE: z.coerce.number().int().min(1).max(64).default(4),
    /** With PGlite, the longest a request may expect to wait for its turn before it is refused (ms). */
    PGLITE_MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    const adminSet = [env.ADMIN_USERNAME, env.ADMIN_PASSWORD, env.ADMIN_EMAIL].filter(Boolean).length;
    if (adminSet > 0 && adminSet < 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_USERNAME'],
        message: 'ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL must be set together',
      });
    }
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message: 'LLM_MODEL is required when LLM_BASE_URL is set',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once; on failure lists every bad variable and exits. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Readonly<Env> {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return Object.freeze(parsed.data);
}
