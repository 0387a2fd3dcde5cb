import { z } from 'zod';

const MAX_NAME = 100;
const MAX_BIO = 1000;
const MAX_URL = 2048;

/** Shared by register and profile: a URL or nothing ('' becomes null). */
const optionalUrl = z
  .union([
    z.literal(''),
    z.url({ message: 'Must be a valid URL', protocol: /^https?$/ }).max(MAX_URL, 'URL is too long'),
  ])
  .nullish()
  .transform((v) => (v ? v : null));

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(50, 'Username must be at most 50 characters');

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters')
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number')
  .regex(/[^A-Za-z0-9]/, 'Password must contain at least one special character');

export const loginBodySchema = z.strictObject({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(200, 'Username is too long'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password is too long'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** What the server accepts at POST /api/register (confirmPassword is checked in the form and tolerated here). */
export const registerBodySchema = z.strictObject({
  username: usernameSchema.regex(
    /^[A-Za-z0-9_.-]+$/,
    'Username may only use letters, numbers, dots, dashes and underscores',
  ),
  password: passwordSchema,
  confirmPassword: z.string().optional(),
  email: z.email({ message: 'Invalid email address' }).max(254, 'Email is too long'),
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(MAX_NAME, 'Name is too long'),
  bio: z.string().trim().max(MAX_BIO, `Bio must be at most ${MAX_BIO} characters`).nullish(),
  avatar: optionalUrl,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The registration form: the server's rules plus the password confirmation. */
export const registerFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** PATCH /api/user: profile changes (spec part 2 §5). */
export const updateUserBodySchema = z
  .strictObject({
    username: z
      .string()
      .trim()
      .min(2, 'Username must be at least 2 characters')
      .max(50, 'Username must be at most 50 characters')
      .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only use letters, numbers, dots, dashes and underscores'),
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(MAX_NAME, 'Name is too long'),
    bio: z.string().trim().max(MAX_BIO, `Bio must be at most ${MAX_BIO} characters`).nullish(),
    avatar: optionalUrl,
  })
  .partial();
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const verifyEmailBodySchema = z.strictObject({
  token: z
    .string({ error: 'Invalid verification link' })
    .trim()
    .min(1, 'Invalid verification link')
    .max(200, 'Invalid verification link'),
});

/** The signed-in user as every API answer shows it: never a hash or a token. */
export const userResponseSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
  isAdmin: z.boolean(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
