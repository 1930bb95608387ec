/**
 * Writes a number as plain decimal text without exponent (1e21 → '1000000000000000000000',
 * 1e-7 → '0.0000001'), so that stored values read back as numbers everywhere.
 */
export function formatPlainNumber(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const negative = value < 0;
  const [mantissa = '0', exponentText = '0'] = Math.abs(value).toExponential().split('e');
  const exponent = Number(exponentText);
  const [integerPart = '0', fractionPart = ''] = mantissa.split('.');
  const digits = integerPart + fractionPart;
  const pointIndex = integerPart.length + exponent;
  let plain: string;
  if (pointIndex <= 0) plain = `0.${'0'.repeat(-pointIndex)}${digits}`;
  else if (pointIndex >= digits.length) plain = digits + '0'.repeat(pointIndex - digits.length);
  else plain = `${digits.slice(0, pointIndex)}.${digits.slice(pointIndex)}`;
  return negative ? `-${plain}` : plain;
}
