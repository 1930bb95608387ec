import type { ElementOption } from '@souscription/form-engine';
import type { TWidgetLocale } from '../components/element-widget.types';
import { useDatalistOptions, type TDatalistOption } from '../api/list-datalist-options';

/** The option last chosen in a combobox, with the language its label is in. */
export type TChosenOption = TDatalistOption & { locale: TWidgetLocale };

/**
 * The label of an autocomplete's stored value: the option just chosen (in this language), the
 * element's own options, else asked to the server; the value itself while none is known.
 */
export function useStoredLabel({
  datalistId,
  localOptions,
  value,
  locale,
  chosen,
}: {
  datalistId: number | null;
  localOptions: readonly ElementOption[];
  value: string;
  locale: TWidgetLocale;
  chosen: TChosenOption | null;
}): string {
  const knownLabel =
    (chosen?.value === value && chosen.locale === locale ? chosen.label : undefined) ??
    localOptions.find((option) => option.value === value)?.label;
  const lookup = useDatalistOptions(
    { datalistId: datalistId ?? 0, filter: value, locale },
    datalistId !== null && value !== '' && !knownLabel,
  );
  return knownLabel ?? lookup.data?.find((option) => option.value === value)?.label ?? value;
}
