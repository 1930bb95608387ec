import type { MessageCatalogue } from './message-keys.js';

/**
 * Writes a message in a catalogue's language, replacing each `{{param}}` by its value. A key missing
 * from the catalogue is used as the text itself (elements' own errorMessage values are often text).
 * Unknown placeholders are left as they are.
 */
export function translateMessage(
  catalogue: MessageCatalogue | Readonly<Record<string, string>>,
  message: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const template = (catalogue as Readonly<Record<string, string>>)[message] ?? message;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}
