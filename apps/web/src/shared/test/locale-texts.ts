type TTree = { [key: string]: string | TTree };

/** Every text of a locale file by its dotted key (`demo-mailbox.error.absent`). */
export function flattenLocale(tree: TTree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flattenLocale(value, `${prefix}${key}.`)),
    ),
  );
}
