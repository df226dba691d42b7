/**
 * A decimal number as a person types it on a command line or in a query string (`0.7`, `.5`,
 * `-1`, `64`, `1e-7`, surrounding spaces ignored); undefined for anything else, including the
 * empty text, hex and `Infinity`, which `Number` would accept, and numbers too large for a double.
 */
export function decimalFromText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/iu.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined; // 400 digits, or 1e999
}
