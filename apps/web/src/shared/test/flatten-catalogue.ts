/** A translation catalogue as its JSON file holds it: texts, nested by key. */
export type TCatalogue = { [key: string]: string | TCatalogue };

/** Every text of a catalogue under its dotted key (`common.save` → « Enregistrer »). */
export function flattenCatalogue(tree: TCatalogue, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flattenCatalogue(value, `${prefix}${key}.`)),
    ),
  );
}
