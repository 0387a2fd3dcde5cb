import { z } from 'zod';
import { httpUrlText, multiLineText, nameText, singleLineText } from '../lib/text.ts';

const MAX_NAME = 100;
const MAX_BIO = 1000;
const MAX_URL = 2048;

/** Shared by register and profile: a URL or nothing ('' becomes null). */
const optionalUrl = z
  .union([
    z.literal(''),
    httpUrlText({
      max: MAX_URL,
      label: 'URL',
      invalidMessage: 'Must be a valid URL',
      tooLongMessage: 'URL is too long',
    }),
  ])
  .nullish()
  .transform((v) => (v ? v : null));

const nameSchema = nameText({
  max: MAX_NAME,
  label: 'Name',
  requiredMessage: 'Name is required',
  tooLongMessage: 'Name is too long',
}).min(1, 'Name is required');
const bioSchema = multiLineText({ max: MAX_BIO, label: 'Bio' }).nullish();

export const usernameSchema = singleLineText({
  max: 50,
  label: 'Username',
  requiredMessage: 'Username is required',
}).min(1, 'Username is required');

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters')
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number')
  .regex(/[^A-Za-z0-9]/, 'Password must contain at least one special character');

export const loginBodySchema = z.strictObject({
  username: singleLineText({
    max: 254,
    label: 'Username',
    requiredMessage: 'Username is required',
    tooLongMessage: 'Username is too long',
  }).min(1, 'Username is required'),
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
  confirmPassword: z.string().max(200, 'Password is too long').optional(),
  email: z.email({ message: 'Invalid email address' }).max(254, 'Email is too long'),
  name: nameSchema,
  bio: bioSchema,
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

/** PATCH /api/user: profile changes. */
export const updateUserBodySchema = z
  .strictObject({
    username: singleLineText({ max: 50, label: 'Username' })
      .min(2, 'Username must be at least 2 characters')
      .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only use letters, numbers, dots, dashes and underscores'),
    name: nameSchema,
    bio: bioSchema,
    avatar: optionalUrl,
  })
  .partial();
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const verifyEmailBodySchema = z.strictObject({
  token: singleLineText({
    max: 200,
    label: 'Verification link',
    requiredMessage: 'Invalid verification link',
    tooLongMessage: 'Invalid verification link',
  }).min(1, 'Invalid verification link'),
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
