import type { TFooterResponse } from '@souscription/contract';
import type { FooterBlock } from '../../db/schema/core.js';
import type { Tenant } from '../tenants/index.js';
import { sanitizeFooterHtml } from './sanitize-footer.js';

/**
 * A footer block in the language asked; a block with no English text falls back to its French one,
 * marked `lang="fr"` so that it is read as French (and is found by the English-texts check).
 */
export function localizeFooterBlock(block: FooterBlock, locale: 'fr' | 'en'): string {
  const french = typeof block === 'string' ? block : block.fr;
  const english = typeof block === 'string' ? null : block.en?.trim() || null;
  if (locale === 'fr') return french;
  return english ?? `<span lang="fr">${french}</span>`;
}

/** The tenant's footer blocks in the language of `Accept-Language` (French by default), sanitised. */
export function getFooter(tenant: Tenant, acceptLanguage?: string): TFooterResponse {
  const locale = /^en/i.test(acceptLanguage ?? '') ? 'en' : 'fr';
  return {
    blocks: tenant.footerBlocks.map((block) => ({
      extraInfo: sanitizeFooterHtml(localizeFooterBlock(block, locale)),
    })),
  };
}
