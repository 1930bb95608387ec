import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TFeatureSwitches, TTenantTheme } from '@souscription/contract';

/** Raw bytes (PostgreSQL `bytea`), shared by every table that keeps files. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** A footer block's HTML: French only (a text, as older rows hold it), or in both languages. */
export type FooterBlock = string | { fr: string; en?: string | null };

/** A customer organisation: its look, switches and footer. */
export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  theme: jsonb('theme').$type<TTenantTheme>().notNull(),
  features: jsonb('features').$type<TFeatureSwitches>().notNull(),
  /** HTML blocks: French only (a text), or French and English (`{ fr, en }`). */
  footerBlocks: jsonb('footer_blocks').$type<FooterBlock[]>().notNull().default([]),
  logoPng: bytea('logo_png'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Everyone who signs in: advisors, back office, clients and prospects. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    username: text('username').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    signerEmail: text('signer_email'),
    role: text('role').notNull(),
    /** scrypt hash for the embedded OpenID provider; null for accounts of an external issuer. */
    passwordHash: text('password_hash'),
    /** The customer record a client or prospect account stands for. */
    customerId: integer('customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The external OpenID issuer and its `sub` this account is keyed by (null: an account of the
     * embedded provider, whose `sub` is `id`, not yet signed in through an external issuer).
     */
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_oidc_identity_unique').on(t.oidcIssuer, t.oidcSubject),
  ],
);

/** A customer (client) or prospect known to the tenant; `username` is the client code (e.g. S00012). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    username: text('username').notNull(),
    civility: text('civility').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: text('birth_date'),
    birthCity: text('birth_city'),
    birthCountry: text('birth_country'),
    email: text('email'),
    hasCosubscriber: boolean('has_cosubscriber').notNull().default(false),
    isProspect: boolean('is_prospect').notNull().default(false),
    phone: text('phone'),
    /** The IBAN the customer is known by (pairing matches a dossier's IBAN against it). */
    iban: text('iban'),
    // Note: pairing's matching keys, kept by the database itself on every write (migration 0008:
    // souscription_match_name drops case, accents, hyphens and particles; phones keep 9 digits).
    matchLastName: text('match_last_name').generatedAlwaysAs(sql`souscription_match_name(last_name)`),
    matchFirstName: text('match_first_name').generatedAlwaysAs(sql`souscription_match_name(first_name)`),
    matchBirthDate: text('match_birth_date').generatedAlwaysAs(
      sql`NULLIF(regexp_replace(birth_date, '[[:space:]]', '', 'g'), '')`,
    ),
    matchBirthCity: text('match_birth_city').generatedAlwaysAs(sql`souscription_match_name(birth_city)`),
    matchEmail: text('match_email').generatedAlwaysAs(sql`NULLIF(lower(btrim(email)), '')`),
    matchPhone: text('match_phone').generatedAlwaysAs(sql`souscription_match_phone(phone)`),
    matchIban: text('match_iban').generatedAlwaysAs(
      sql`NULLIF(upper(regexp_replace(iban, '[[:space:]]', '', 'g')), '')`,
    ),
    /** The advisor who follows this customer. */
    advisorId: uuid('advisor_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_tenant_username_unique').on(t.tenantId, t.username),
    // Note: migration 0037 re-creates it with INCLUDE (id), which drizzle cannot express.
    index('customers_advisor_idx').on(t.advisorId),
    index('customers_match_name_idx').on(t.tenantId, t.matchLastName, t.matchFirstName),
    index('customers_match_birth_date_idx').on(t.tenantId, t.matchBirthDate),
    index('customers_match_email_idx').on(t.tenantId, t.matchEmail),
    index('customers_match_phone_idx').on(t.tenantId, t.matchPhone),
    index('customers_match_iban_idx').on(t.tenantId, t.matchIban),
  ],
);

/** A subscription form of a tenant; its pages, blocks and elements come with the forms issue. */
export const forms = pgTable('forms', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  label: text('label').notNull(),
  productChoiceElementId: integer('product_choice_element_id'),
  /** The shorter form the back office fills itself (spec 02 §4, saving state). */
  isBackOffice: boolean('is_back_office').notNull().default(false),
  labelEn: text('label_en'),
  /** Where the wizard goes after the last block when there is no next page. */
  redirectUrl: text('redirect_url').notNull().default('/tableau-de-bord'),
  /** The tenant's products, rate tables and rules for this form (engine TenantConfiguration). */
  tenantConfiguration: jsonb('tenant_configuration').$type<Record<string, unknown>>(),
  /** Element ids of the subscriber's identity, read by `POST /prospects`. */
  identityElements: jsonb('identity_elements').$type<Record<string, number>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A subscription folder. `status` is a set of states (spec 01 §3: pipe-joined on the wire). */
export const dossiers = pgTable(
  'dossiers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    clientId: integer('client_id').references(() => customers.id),
    /** The user (advisor, partner, back office…) who created the folder. */
    advisorId: uuid('advisor_id').references(() => users.id),
    direct: boolean('direct').notNull().default(false),
    status: text('status')
      .array()
      .notNull()
      .default(sql`ARRAY['ongoing']::text[]`),
    /** Dashboard category, derived from the status set by the database itself. */
    category: text('category')
      .notNull()
      .generatedAlwaysAs(
        sql`CASE
          WHEN 'canceled' = ANY(status) OR 'rejected' = ANY(status) THEN 'abandoned'
          WHEN 'signed' = ANY(status) THEN 'signed'
          WHEN 'signature' = ANY(status) OR 'mission_validation' = ANY(status) OR 'mission_validated' = ANY(status) THEN 'signature'
          ELSE 'current' END`,
      ),
    integrationState: text('integration_state').notNull().default('ongoing'),
    values: jsonb('values').$type<Record<string, unknown>>().notNull().default({}),
    lastSubmittedBlockId: integer('last_submitted_block_id'),
    productCode: text('product_code'),
    /** Subscription amount in cents: money is never a float column. */
    amountCents: bigint('amount_cents', { mode: 'number' }),
    /** What the subscriber pays in cents: the part acquired when dismembered (issue 27 item 16). */
    amountPaidCents: bigint('amount_paid_cents', { mode: 'number' }),
    title: text('title'),
    detentionMode: text('detention_mode'),
    dismembermentType: text('dismemberment_type'),
    dismembermentScope: text('dismemberment_scope'),
    /**
     * Lowercased, accent-free text the folder search matches (customer names and code, advisor,
     * product, title); carried in the list indexes so a search reads the index alone.
     */
    searchText: text('search_text').notNull().default(''),
    /** Customers paired by the dossier manager, per scope (spec 01 §3, pairing). */
    pairingNp: text('pairing_np'),
    pairingUsu: text('pairing_usu'),
    forceMandate: boolean('force_mandate').notNull().default(false),
    /** Optimistic concurrency: every write bumps it and checks the one it read. */
    version: integer('version').notNull().default(1),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
    validationDate: timestamp('validation_date', { withTimezone: true }),
    signatureDate: timestamp('signature_date', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Note: migrations 0002 and 0036 re-create these three with INCLUDE (search_text; the tenant too for
    // the advisor's two), which drizzle cannot express.
    index('dossiers_tenant_category_idx').on(t.tenantId, t.category, t.id),
    index('dossiers_advisor_idx').on(t.advisorId, t.category, t.id),
    index('dossiers_client_category_idx').on(t.clientId, t.category, t.id),
    index('dossiers_tenant_integration_idx').on(t.tenantId, t.integrationState, t.id),
    // Note: migration 0032 creates it with INCLUDE (the columns « Suivi » reads), which drizzle cannot express.
    index('dossiers_tenant_creation_idx').on(t.tenantId, t.creationDate),
    // Note: migration 0033 adds `dossiers_search_words_idx`, a GIN index of string_to_array(search_text, ' ').
  ],
);

/**
 * Every word of the folders' search texts, once (issue 36), kept by triggers on `dossiers`
 * (migration 0033, with its trigram index): a search finds here the words containing its term.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

/** A proof uploaded on a dossier (spec 02 §3, receipt); its bytes are in the blob store. */
export const receipts = pgTable(
  'receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    dossierId: bigint('dossier_id', { mode: 'number' })
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    elementId: integer('element_id').notNull(),
    typeId: text('type_id'),
    title: text('title').notNull(),
    mimetype: text('mimetype').notNull(),
    /** The file: its address in the blob store (`app.blobs`), the SHA-256 of its bytes. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('receipts_dossier_idx').on(t.dossierId), index('receipts_sha256_idx').on(t.sha256)],
);

/** Customers allowed to open a dossier besides its owner (spec 02 §4, authorize-client). */
export const authorizedClients = pgTable(
  'authorized_clients',
  {
    dossierId: bigint('dossier_id', { mode: 'number' })
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
  },
  (t) => [
    primaryKey({ columns: [t.dossierId, t.customerId] }),
    index('authorized_clients_customer_idx').on(t.customerId),
  ],
);

/** Storage of the embedded OpenID provider (sessions, codes, grants, refresh tokens…). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.type] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
  ],
);

/** Secrets created once on first start and shared by every API replica (signing keys, cookie keys). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A numbered page of a form. Ids are given by the seed (form id × 10 000 + the fixture's own). */
export const pages = pgTable(
  'pages',
  {
    id: integer('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    rank: integer('rank').notNull(),
    linkDescription: text('link_description'),
    slug: text('slug'),
    /** English texts: { title, link_description }. */
    i18n: jsonb('i18n').$type<Record<string, Record<string, string>>>().notNull().default({}),
  },
  (t) => [index('pages_form_idx').on(t.formId, t.rank)],
);

/** A block (card) of a page; condition and flags as the engine reads them. */
export const blocks = pgTable(
  'blocks',
  {
    id: integer('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    /** The block as the engine reads it (title, help, condition, icon, slug, flags…), in French. */
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    i18n: jsonb('i18n').$type<Record<string, Record<string, string>>>().notNull().default({}),
  },
  (t) => [index('blocks_page_idx').on(t.pageId, t.rank), index('blocks_form_idx').on(t.formId)],
);

/** A form element: attributes, condition and calculation as JSONB (spec 02 §3). */
export const elements = pgTable(
  'elements',
  {
    id: integer('id').primaryKey(),
    blockId: integer('block_id')
      .notNull()
      .references(() => blocks.id, { onDelete: 'cascade' }),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    cssClasses: text('css_classes'),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    condition: jsonb('condition').$type<Record<string, unknown>>(),
    calculate: text('calculate'),
    reference: integer('reference'),
    /** English texts: { en: { label, help, errorMessage, presentation, options: {value: label} } }. */
    i18n: jsonb('i18n').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
  },
  (t) => [index('elements_block_idx').on(t.blockId, t.rank), index('elements_form_idx').on(t.formId)],
);

/** A list of options searched by datalist and autocomplete widgets. */
export const datalists = pgTable('datalists', {
  id: integer('id').primaryKey(),
  formId: integer('form_id')
    .notNull()
    .references(() => forms.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
});

export const datalistOptions = pgTable(
  'datalist_options',
  {
    id: serial('id').primaryKey(),
    datalistId: integer('datalist_id')
      .notNull()
      .references(() => datalists.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    labelEn: text('label_en'),
    presentation: text('presentation'),
    /** Lowercased, accent-free label and value, matched by the search filter. */
    searchText: text('search_text').notNull(),
  },
  (t) => [index('datalist_options_list_idx').on(t.datalistId, t.rank)],
);
