// Language tags name languages by ISO 639 code (`fr`, `language:fr`); listings show their English
// names, from the runtime's Unicode CLDR data rather than a table of our own.

const NAMES = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

/**
 * The English name of a language code ("fr" → "French", "pt-BR" → "Brazilian Portuguese"); the
 * code itself when it names no language the runtime knows (e.g. "code", which some cards list).
 */
export function languageName(code: string): string {
  try {
    return NAMES.of(code) ?? code;
  } catch {
    // Not a well-formed language tag.
    return code;
  }
}
