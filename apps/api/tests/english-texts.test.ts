import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenants } from '../src/db/schema/core.js';
import { BACK_OFFICE_FORM } from '../src/seed/forms/back-office-form.js';
import { DEMO_SUBSCRIPTION_FORM } from '../src/seed/forms/demo-subscription-form.js';
import { buildFormCopy } from '../src/seed/forms/build-form-definition.js';
import { lintFormCopy } from '../src/seed/forms/lint-form-copy.js';
import { TENANT_FORM_CONFIGURATIONS } from '../src/seed/forms/tenant-configurations.js';
import { TENANT_SEEDS } from '../src/seed/tenants-data.js';
import { localizeFooterBlock } from '../src/modules/footer/index.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const english = { 'accept-language': 'en' };

/**
 * Every text a tenant configures, without its English version: footer blocks, form names, and the
 * form linter's `translation.missing-en` findings (labels, helps, option labels and descriptions…).
 */
function listMissingEnglishTexts(): string[] {
  const missing: string[] = [];
  for (const seed of TENANT_SEEDS) {
    seed.footerBlocks.forEach((block, index) => {
      if (typeof block === 'string' || !block.en?.trim())
        missing.push(`${seed.code}: footer block ${index + 1}`);
    });
  }
  for (const fixture of [DEMO_SUBSCRIPTION_FORM, BACK_OFFICE_FORM]) {
    if (!fixture.label_en) missing.push(`form « ${fixture.label} »: name`);
    for (const [code, tenant] of Object.entries(TENANT_FORM_CONFIGURATIONS)) {
      // Note: the seed's own lint, with the English checks on even for a form without English name.
      const copy = buildFormCopy({ ...fixture, label_en: fixture.label_en ?? fixture.label }, tenant);
      for (const finding of lintFormCopy(copy, 0).filter((f) => f.code === 'translation.missing-en'))
        missing.push(
          `${code}, form « ${fixture.label} »: ${String(finding.params?.field)} of ${JSON.stringify({
            pages: finding.pageIds,
            blocks: finding.blockIds,
            elements: finding.elementIds,
          })}`,
        );
    }
  }
  return missing;
}

describe('English texts of what tenants configure (issue #18)', () => {
  it('lists no text without its English version', () => {
    expect(listMissingEnglishTexts()).toEqual([]);
  });

  it('asks the birth department in English words (issue 34: « Département of birth »)', () => {
    expect(JSON.stringify(DEMO_SUBSCRIPTION_FORM)).not.toContain('Département of birth');
    expect(JSON.stringify(DEMO_SUBSCRIPTION_FORM)).toContain('Department of birth');
  });

  it('serves the footer in English, and a block with no English text marked as French', async () => {
    const response = await t.app.inject({
      url: '/api/footer',
      headers: { ...english, host: 'aestiam.localhost' },
    });
    const html = (response.json().blocks as { extraInfo: string }[]).map((block) => block.extraInfo).join('');
    expect(html).toContain('portfolio management company authorised by the AMF');
    expect(html).not.toContain('société de gestion');
    expect(localizeFooterBlock('<p>Mentions légales</p>', 'en')).toBe(
      '<span lang="fr"><p>Mentions légales</p></span>',
    );

    await t.database.db
      .update(tenants)
      .set({ footerBlocks: ['<p>Mentions légales</p>'] })
      .where(eq(tenants.code, 'norma'));
    t.app.tenants.invalidate();
    const fallback = await t.app.inject({
      url: '/api/footer',
      headers: { ...english, host: 'norma.localhost' },
    });
    expect(fallback.json().blocks[0].extraInfo).toBe('<span lang="fr"><p>Mentions légales</p></span>');
  });

  it('names the forms in English for the filter', async () => {
    const headers = { ...(await t.authAs('backoffice')), ...english };
    const forms = (await t.app.inject({ url: '/api/forms', headers })).json().forms as { label: string }[];
    expect(forms.map((form) => form.label).sort()).toEqual([
      'Paper subscription registration',
      'SCPI share subscription',
    ]);
    const french = (await t.app.inject({ url: '/api/forms', headers: await t.authAs('backoffice') })).json()
      .forms as { label: string }[];
    expect(french.map((form) => form.label)).toContain('Enregistrement d’un bulletin papier');
  });

  it('gives the answer cards their English descriptions', async () => {
    const headers = await t.authAs('conseiller');
    const forms = (await t.app.inject({ url: '/api/forms', headers })).json().forms as {
      id: number;
      back_office: boolean;
    }[];
    const form = forms.find((candidate) => !candidate.back_office);
    const definition = await t.app.inject({ url: `/api/en/forms/${form?.id}/definition`, headers });
    expect(definition.statusCode, definition.body).toBe(200);
    const body = definition.body;
    expect(body).toContain('You subscribe for yourself, as a natural person.');
    expect(body).not.toContain('Vous souscrivez pour vous-même');
  });
});
