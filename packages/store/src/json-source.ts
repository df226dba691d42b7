/**
 * A parsed JSON value together with the text it was parsed from. Importers pass records this
 * way so the store keeps the source text as the raw record instead of serialising the value again,
 * work repeated for every model of an import.
 */
export class JsonSource {
  constructor(
    /** The parsed value. */
    readonly value: unknown,
    /** Its JSON text, exactly as read. */
    readonly text: string,
  ) {}
}

/** The value of an item that may be a JsonSource, and its JSON text (the source's, or serialised). */
export function unwrapJsonSource(item: unknown): { value: unknown; text: string } {
  return item instanceof JsonSource ? item : { value: item, text: JSON.stringify(item) };
}
