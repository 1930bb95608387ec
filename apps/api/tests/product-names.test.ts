import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CATALOGUE } from '../src/seed/forms/products.js';
import { TENANT_FORM_CONFIGURATIONS } from '../src/seed/forms/tenant-configurations.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type TListed = { id: number; present: string | null; detail: string | null };

async function listAll(username: string): Promise<TListed[]> {
  const headers = await t.authAs(username);
  const listed: TListed[] = [];
  for (const state of ['current-cases', 'signature-files', 'signed-files', 'abandoned-files']) {
    const page = await t.app.inject({ url: `/api/dossiers?state=${state}&page=1&itemsPerPage=100`, headers });
    expect(page.statusCode, page.body).toBe(200);
    listed.push(...(page.json().dossiers as TListed[]));
  }
  return listed;
}

describe('one product table, one name (issue #18)', () => {
  it.each([
    ['conseiller', 'demo'],
    ['conseiller.aestiam', 'aestiam'],
  ])(
    'the sample folders of %s carry the names the wizard’s product choice shows (PRODUCT_CATALOGUE), of products the tenant sells',
    async (username, tenant) => {
      const sold = Object.keys(TENANT_FORM_CONFIGURATIONS[tenant]?.products ?? {});
      const names = new Map(PRODUCT_CATALOGUE.map((product) => [product.code, product.label]));

      const withProduct = (await listAll(username)).filter((folder) => folder.detail);
      expect(withProduct.length).toBeGreaterThan(0);
      for (const folder of withProduct) {
        expect(sold).toContain(folder.detail);
        expect(folder.present).toBe(names.get(folder.detail ?? ''));
      }
    },
  );
});
