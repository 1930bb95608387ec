import { z } from 'zod';

/** Feature switches of spec 01 §6, per tenant. */
export const ZFeatureSwitches = z
  .object({
    folderDuplication: z.boolean(),
    manualRegistration: z.boolean(),
    documentDownload: z.boolean(),
    documentPreview: z.boolean(),
    profilePage: z.boolean(),
    cookieConsent: z.boolean(),
  })
  .meta({ id: 'FeatureSwitches' });
export type TFeatureSwitches = z.infer<typeof ZFeatureSwitches>;

/** Defaults of spec 01 §6. */
export const DEFAULT_FEATURE_SWITCHES: TFeatureSwitches = {
  folderDuplication: false,
  manualRegistration: false,
  documentDownload: true,
  documentPreview: true,
  profilePage: false,
  cookieConsent: false,
};

/** A tenant's look: Bootstrap CSS variables set at run time. */
export const ZTenantTheme = z
  .object({
    primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    secondaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  })
  .meta({ id: 'TenantTheme' });
export type TTenantTheme = z.infer<typeof ZTenantTheme>;

export const ZTenantSummary = z
  .object({
    code: z.string(),
    name: z.string(),
    theme: ZTenantTheme,
    features: ZFeatureSwitches,
  })
  .meta({ id: 'TenantSummary' });

/** `GET /api/config`: what the SPA needs before sign-in (public). */
export const ZPublicConfigResponse = z.object({
  oidc: z.object({
    issuer: z.string(),
    clientId: z.string(),
    scope: z.string(),
    /** OIDC_LOGOUT_URL when set; null: the issuer's `end_session_endpoint`, else a local signed-out page. */
    logoutUrl: z.string().nullable(),
  }),
  tenant: z.object({ code: z.string(), name: z.string(), theme: ZTenantTheme }),
  defaultLocale: z.enum(['fr', 'en']),
  defaultRedirect: z.string(),
  /**
   * The tenant's analytics on signing (spec 02 §4: one tenant sends an event): the SPA pushes
   * `{ event: signatureEvent }` to `window.dataLayer` when a party has signed. Absent: none.
   */
  analytics: z.object({ signatureEvent: z.string() }).optional(),
});
export type TPublicConfigResponse = z.infer<typeof ZPublicConfigResponse>;
