import { z } from 'zod';
import { ZLocale } from './forms.js';
import { toText } from './text.js';

/** Query of the datalist calls: an accent-blind filter and the language of the labels. */
export const ZDatalistQuery = z.object({
  filter: toText().max(100).optional(),
  locale: ZLocale.default('fr'),
});
export type TDatalistQuery = z.infer<typeof ZDatalistQuery>;

/** One option of a datalist: the stored value and the label shown. */
export const ZDatalistOption = z
  .object({ value: z.string(), label: z.string() })
  .meta({ id: 'DatalistOption' });
export type TDatalistOption = z.infer<typeof ZDatalistOption>;

/** `GET /datalists/{datalistId}/options`: at most 50 options matching the filter. */
export const ZListDatalistOptionsResponse = z.object({ options: z.array(ZDatalistOption) });
export type TListDatalistOptionsResponse = z.infer<typeof ZListDatalistOptionsResponse>;

/** `GET /datalists/{datalistId}/values`: the presentations of the options matching the filter. */
export const ZListDatalistValuesResponse = z.object({
  options: z.array(z.object({ value: z.string(), presentation: z.string() })),
});
export type TListDatalistValuesResponse = z.infer<typeof ZListDatalistValuesResponse>;
