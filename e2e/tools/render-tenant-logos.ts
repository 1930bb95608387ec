/**
 * Renders each seeded tenant's wordmark logo to PNG with Debian's Chromium, into
 * apps/api/src/seed/logos/{code}.png (committed; the seed stores them in the database).
 * Run: npx tsx e2e/tools/render-tenant-logos.ts
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { TENANT_SEEDS } from '../../apps/api/src/seed/tenants-data.js';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.js';

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const page = await browser.newPage({ deviceScaleFactor: 2 });
for (const tenant of TENANT_SEEDS) {
  const initials = tenant.name
    .split(/\s+/)
    .filter((w) => /^[A-ZÀ-Ý]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const words = tenant.name.split(/\s+/);
  const main = words[0] ?? tenant.name;
  const rest = words.slice(1).join(' ');
  await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">
<div id="logo" style="display:inline-flex;align-items:center;gap:10px;padding:4px;font-family:'DejaVu Sans',sans-serif">
<div style="width:40px;height:40px;border-radius:10px;background:${tenant.theme.primaryColor};color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:17px;letter-spacing:.5px">${initials}</div>
<div style="line-height:1.05"><div style="font-weight:700;font-size:19px;color:${tenant.theme.primaryColor}">${main}</div>
<div style="font-size:11px;color:#55606e;text-transform:uppercase;letter-spacing:1.2px">${rest || 'Souscription'}</div></div></div></body></html>`);
  const png = await page.locator('#logo').screenshot({ omitBackground: true });
  writeFileSync(new URL(`../../apps/api/src/seed/logos/${tenant.code}.png`, import.meta.url), png);
  console.log(`logo ${tenant.code}: ${png.length} bytes`);
}
await browser.close();
