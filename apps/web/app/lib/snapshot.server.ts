import { SAMPLE_META_KEY, type SampleManifest, type Store } from "@modelhub/store";

/**
 * The date the download counts of the bundled sample were taken, from the store's record of the
 * loaded sample; undefined when the data did not come from the sample or does not say.
 */
export async function downloadsSnapshotDate(
  store: Store,
  kind: "models" | "datasets",
): Promise<string | undefined> {
  const asOf = (await store.meta.get<Partial<SampleManifest>>(SAMPLE_META_KEY))?.[kind]?.downloadsAsOf;
  return typeof asOf === "string" && asOf ? asOf : undefined;
}
