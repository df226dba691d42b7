// The model listing's filters on a model card's metadata, as the Hub's URLs write them:
// `language=fr`, `license=license:apache-2.0`, `num_parameters=min:1B,max:3B`, `gated=true`, and
// this hub's `base_models_only=true` (decision 098). Read alike by the API and the /models page.

/** The query-string names of these filters. */
export const MODEL_FILTER_PARAM = {
  languages: "language",
  licenses: "license",
  numParameters: "num_parameters",
  gated: "gated",
  baseModelsOnly: "base_models_only",
} as const;

/** The Hub's prefix of license tags; `license=` takes the tag (`license:mit`) or the bare id. */
export const LICENSE_TAG_PREFIX = "license:";

/** Bounds of a parameter count, both inclusive. */
export interface ParameterBounds {
  min?: number;
  max?: number;
}

/** A parameter-count range of the sidebar: its label and its bounds, as the Hub's ranges. */
export interface ParameterRangeOption {
  label: string;
  /** The `num_parameters` value that selects it. */
  value: string;
}

/** The Hub's parameter ranges, smallest first. */
export const PARAMETER_RANGES: readonly ParameterRangeOption[] = [
  { label: "< 1B", value: "min:0,max:1B" },
  { label: "1B – 3B", value: "min:1B,max:3B" },
  { label: "3B – 8B", value: "min:3B,max:8B" },
  { label: "8B – 15B", value: "min:8B,max:15B" },
  { label: "15B – 35B", value: "min:15B,max:35B" },
  { label: "35B – 75B", value: "min:35B,max:75B" },
  { label: "> 75B", value: "min:75B" },
];

const SCALES: Readonly<Record<string, number>> = { "": 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

/** A parameter count as the Hub writes one: "7B", "1.5B", "500M", "7000000000"; undefined otherwise. */
export function parseParameterCount(text: string): number | undefined {
  const match = /^(\d{1,15}(?:\.\d{1,6})?)([KMBT]?)$/iu.exec(text.trim());
  if (!match) return undefined;
  const count = Math.round(Number(match[1]) * (SCALES[(match[2] ?? "").toUpperCase()] ?? 1));
  return Number.isSafeInteger(count) ? count : undefined;
}

/**
 * A `num_parameters` value, "min:<count>,max:<count>" with either part left out, as bounds; a
 * message saying what is wrong otherwise.
 */
export function parseParameterBounds(value: string): ParameterBounds | string {
  const bounds: ParameterBounds = {};
  const parts = value.split(",").map((part) => part.trim());
  for (const part of parts) {
    const [name, count, ...rest] = part.split(":");
    const parsed = count === undefined ? undefined : parseParameterCount(count);
    if ((name !== "min" && name !== "max") || rest.length || parsed === undefined || name in bounds) {
      return `expected min:<count>,max:<count> (either may be left out) with counts such as 500M, 7B or 7000000000, got ${JSON.stringify(value)}`;
    }
    bounds[name] = parsed;
  }
  if (bounds.min !== undefined && bounds.max !== undefined && bounds.min > bounds.max)
    return `the minimum is above the maximum in ${JSON.stringify(value)}`;
  return bounds;
}

/** The license id of a `license=` value: the tag's id (`license:mit` gives "mit") or the value itself. */
export function licenseId(value: string): string {
  return value.startsWith(LICENSE_TAG_PREFIX) ? value.slice(LICENSE_TAG_PREFIX.length) : value;
}
