/**
 * The `rel="next"` target of an HTTP `Link` header (RFC 8288), resolved against `base`, or
 * undefined when there is none. The Hub and Modelhub page their listings this way.
 */
export function nextLink(header: string | null, base: string): string | undefined {
  if (!header) return undefined;
  for (const match of header.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+)*)/g)) {
    const params = match[2] ?? "";
    const rel = params.match(/;\s*rel\s*=\s*"?([^";,]+)"?/i)?.[1];
    if (rel?.split(/\s+/).includes("next")) return new URL(match[1] ?? "", base).href;
  }
  return undefined;
}
