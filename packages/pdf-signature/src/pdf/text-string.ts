import { PDFHexString, PDFString, type PDFObject } from 'pdf-lib';

/**
 * A PDF text string (ISO 32000-1 §7.9.2.2): a literal string when the text is printable ASCII, otherwise
 * UTF-16BE with its byte order mark, so « é » and the em dash survive every reader.
 */
export function encodeTextString(text: string): PDFString | PDFHexString {
  if (/^[\x20-\x7e]*$/.test(text)) return PDFString.of(text.replace(/[\\()]/g, (c) => `\\${c}`));
  return PDFHexString.fromText(text);
}

/** The text of a string object (PDFDocEncoding or UTF-16BE with BOM), or null when it is no string. */
export function decodeTextString(value: PDFObject | undefined): string | null {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  return null;
}

/** A PDF date (`D:YYYYMMDDHHmmSSZ`, UTC) for `/M`. */
export function encodeDate(date: Date): PDFString {
  return PDFString.fromDate(date);
}

/** The date of a PDF date string (`D:YYYYMMDDHHmmSS` with an optional offset), or null. */
export function decodeDate(value: PDFObject | undefined): Date | null {
  const text = decodeTextString(value);
  if (!text) return null;
  const match = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(\d{2})?'?(\d{2})?'?)?/.exec(
    text,
  );
  if (!match) return null;
  const [
    ,
    year,
    month = '01',
    day = '01',
    hour = '00',
    minute = '00',
    second = '00',
    sign,
    offH = '00',
    offM = '00',
  ] = match;
  const utc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  const offset =
    sign === '+' || sign === '-' ? (Number(offH) * 60 + Number(offM)) * (sign === '+' ? 1 : -1) : 0;
  return new Date(utc - offset * 60_000);
}
