/**
 * Small coercions for untrusted JSON. Imported metadata may hold any type in any field;
 * these return `undefined` instead of a value of the wrong type, so callers never crash.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export function asString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** A non-empty string after trimming, or undefined. */
export function asNonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

export function asFiniteNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** A count (downloads, likes): a whole number from 0 up to 2^53 - 1, else undefined. */
export function asCount(value: unknown): number | undefined {
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined;
}

export function asBoolean(value: unknown): boolean | undefined {
  return typeof value === "boolean" ? value : undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined;
}

/** The string items of an array; a lone string becomes a one-item list (YAML often allows both). */
export function asStringList(value: unknown): string[] | undefined {
  if (typeof value === "string") return [value];
  if (!Array.isArray(value)) return undefined;
  return value.filter((item): item is string => typeof item === "string");
}

/**
 * The Hub's own timestamps ("2024-05-01T12:30:00.000Z"), with fields in the ranges `Date.parse`
 * accepts: recognised by this alone, a fifth of the cost of parsing them (an import checks two
 * dates per model).
 */
const HUB_TIMESTAMP =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,3})?Z$/;

/** An ISO-8601 date string, or undefined when the value does not parse as a date. */
export function asDateString(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  return HUB_TIMESTAMP.test(value) || !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** Deep copy of a value restricted to JSON types (drops functions, undefined, non-finite numbers). */
export function toJsonValue(value: unknown, depth = 0): JsonValue | undefined {
  if (depth > 64) return undefined;
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  // Plain loops: imports copy a million records' card data, and the array helpers allocate a
  // pair per key and an array per value.
  if (Array.isArray(value)) {
    const items: JsonValue[] = [];
    for (const item of value) {
      const json = toJsonValue(item, depth + 1);
      if (json !== undefined) items.push(json);
    }
    return items;
  }
  if (isRecord(value)) {
    const object: JsonObject = {};
    for (const key of Object.keys(value)) {
      const json = toJsonValue(value[key], depth + 1);
      if (json === undefined) continue;
      // Assigning "__proto__" would set the prototype: it is defined as data instead.
      if (key === "__proto__") Object.defineProperty(object, key, { ...DATA_PROPERTY, value: json });
      else object[key] = json;
    }
    return object;
  }
  return undefined;
}

const DATA_PROPERTY = { enumerable: true, writable: true, configurable: true } as const;
