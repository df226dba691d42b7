// The values of the Hub's dataset facets that a listing names for people: its modalities and file
// formats (as the Hub API's dataset types list them) and its size categories (`size_categories`,
// rows as "1K<n<10K").

/** The Hub's dataset modalities, by tag value (`modality:<id>`), with their display names. */
export const DATASET_MODALITIES: Readonly<Record<string, string>> = {
  "3d": "3D",
  audio: "Audio",
  document: "Document",
  geospatial: "Geospatial",
  image: "Image",
  tabular: "Tabular",
  text: "Text",
  timeseries: "Time series",
  video: "Video",
};

/** Display names of the file formats the Hub detects (`format:<id>`); other formats show their id. */
export const DATASET_FORMATS: Readonly<Record<string, string>> = {
  arrow: "Arrow",
  audiofolder: "Audio folder",
  csv: "CSV",
  imagefolder: "Image folder",
  json: "JSON",
  parquet: "Parquet",
  text: "Text",
  webdataset: "WebDataset",
};

const SIZE_BOUND = /^(\d{1,3})([KMBT]?)$/u;
const SIZE_UNITS = { "": 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 } as const;

/** A bound such as "10K" as a number; undefined for anything else. */
function sizeBound(text: string): number | undefined {
  const match = SIZE_BOUND.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * SIZE_UNITS[(match[2] ?? "") as keyof typeof SIZE_UNITS];
}

/**
 * A size category's row range ("n<1K", "1K<n<10K", "n>1T"), lower bound first (0 for "n<…");
 * undefined when the text is no size category.
 */
export function sizeCategoryRange(value: string): [number, number] | undefined {
  const below = /^n<(\w+)$/u.exec(value);
  if (below) {
    const upper = sizeBound(below[1] as string);
    return upper === undefined ? undefined : [0, upper];
  }
  const above = /^n>(\w+)$/u.exec(value);
  if (above) {
    const lower = sizeBound(above[1] as string);
    return lower === undefined ? undefined : [lower, Number.POSITIVE_INFINITY];
  }
  const between = /^(\w+)<n<(\w+)$/u.exec(value);
  if (!between) return undefined;
  const lower = sizeBound(between[1] as string);
  const upper = sizeBound(between[2] as string);
  return lower === undefined || upper === undefined || lower >= upper ? undefined : [lower, upper];
}

/** How a listing names a size category: "< 1K", "1K - 10K", "> 1T" (rows); the value itself if none. */
export function sizeCategoryLabel(value: string): string {
  if (!sizeCategoryRange(value)) return value;
  if (value.startsWith("n<")) return `< ${value.slice(2)}`;
  if (value.startsWith("n>")) return `> ${value.slice(2)}`;
  const [lower, upper] = value.split("<n<");
  return `${lower} - ${upper}`;
}
