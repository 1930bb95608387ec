import { z } from 'zod';
import { ZRole } from './roles.js';
import { ZTenantSummary } from './tenant.js';

/** `GET /users/me`: the signed-in user (spec 01 §3) and, beside it, the tenant's look and switches. */
export const ZCurrentUserResponse = z.object({
  user: z.object({
    /** The user's id: the wizard compares it with the dossier's signing accounts (`getCeremonyPart`). */
    id: z.string(),
    username: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    role: ZRole,
  }),
  tenant: ZTenantSummary,
});
export type TCurrentUserResponse = z.infer<typeof ZCurrentUserResponse>;

/** `GET /profile`. */
export const ZProfileResponse = z.object({
  user: z.object({
    firstname: z.string(),
    lastname: z.string(),
    username: z.string(),
    email: z.string(),
  }),
});
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

/** `POST /profile`: the signer e-mail (message keys: account.too-short, validation.error.email). */
export const ZUpdateProfileRequest = z.object({
  emailSigner: z
    .string()
    .trim()
    .min(3, 'account.too-short')
    .max(254, 'validation.error.email')
    .pipe(z.email('validation.error.email')),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZUpdateProfileResponse = z.object({ email: z.string() });
export type TUpdateProfileResponse = z.infer<typeof ZUpdateProfileResponse>;

/** `GET /api/sso-check`: `autologout` 1 when nobody is signed in at the provider. */
export const ZSsoCheckResponse = z.object({
  autologout: z.union([z.literal(0), z.literal(1)]),
  username: z.string().nullable(),
});
