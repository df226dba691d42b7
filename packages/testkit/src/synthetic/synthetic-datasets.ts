// Realistic synthetic dataset records for scale tests: each one copies the name, tags (task
// categories, languages, sizes, licences) and card data of a real sample dataset, with a new
// owner and a unique suffix, a long-tailed download count and plausible dates.
import { longTail, pick, seededRandom } from "./random";

/** What a synthetic dataset copies from a real one. */
export interface DatasetTemplate {
  /** The real id's name part (after the owner), whose words searches find. */
  name: string;
  tags: string[];
  cardData?: Record<string, unknown>;
}

const START = Date.parse("2021-01-01T00:00:00Z");
const END = Date.parse("2026-05-01T00:00:00Z");

/**
 * The sample's datasets (a 2023 snapshot) have a median of 0 downloads, 154 at the 90th
 * percentile, 4,000 at the 99th and 83,000 at the 99.9th; this tail gives about 4, 90, 4,300
 * and 100,000.
 */
const DOWNLOAD_SCALE = 2;
const DOWNLOAD_ALPHA = 0.6;

/**
 * `count` synthetic dataset records in the Hub API's shape, built from `templates` (real
 * datasets) picked uniformly. Ids are unique; authors follow a Zipf-like distribution over
 * `count / 10` owners.
 */
export function* syntheticDatasets(
  count: number,
  templates: readonly DatasetTemplate[],
  seed = 1,
): Generator<Record<string, unknown>> {
  if (templates.length === 0) throw new Error("synthetic datasets need at least one template");
  const random = seededRandom(seed);
  const owners = Math.max(10, Math.floor(count / 10));
  for (let i = 0; i < count; i++) {
    const template = pick(random, templates);
    const owner = `org${Math.floor(owners * random() ** 3)}`;
    const downloads = longTail(random, DOWNLOAD_SCALE, DOWNLOAD_ALPHA);
    const created = START + Math.floor(random() * (END - START));
    const modified = created + Math.floor(random() * (END - created));
    const record: Record<string, unknown> = {
      id: `${owner}/${template.name}-${i.toString(36)}`,
      author: owner,
      tags: template.tags,
      downloads,
      likes: Math.floor(downloads ** 0.5 * random()),
      trendingScore: Math.floor(random() * random() * 20),
      createdAt: new Date(created).toISOString(),
      lastModified: new Date(modified).toISOString(),
      private: false,
    };
    if (template.cardData) record.cardData = template.cardData;
    yield record;
  }
}
