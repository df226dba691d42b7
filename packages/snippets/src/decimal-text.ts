/**
 * A plain decimal as a person types it on a command line or in a query string (`0.7`, `-1`, `64`,
 * surrounding spaces ignored); undefined for anything else, including the empty text, exponents,
 * hex and `Infinity`, which `Number` would accept.
 */
export function decimalFromText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d+)?$/u.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined; // 400 digits are Infinity
}
