import { LISTED_LOCAL_APPS, LOCAL_APPS, type LocalApp, type LocalAppKey } from "@modelhub/catalog";
import type { RowConditions } from "../listing/listing-conditions";
import { APPS_WITH_OWN_TAG, GGUF_RUNNERS_TAG, localAppTag } from "./model-derived-tags";

/**
 * Whether an `apps` filter value is an app whose models this store can tell: one the catalogue
 * gives listing conditions (LISTED_LOCAL_APPS). Apart from the derived tags, whose module the
 * parsing worker loads without the catalogue's app table.
 */
export function isKnownLocalApp(app: string): app is LocalAppKey {
  return (LISTED_LOCAL_APPS as readonly string[]).includes(app);
}

/**
 * The derived tag whose rows are exactly an app's models, when there is one: its own
 * (APPS_WITH_OWN_TAG) or, for an app whose one condition is a GGUF file, the GGUF runners'. A
 * listing counts an app by it like any tag.
 */
export function localAppListingTag(app: LocalAppKey): string | undefined {
  if (APPS_WITH_OWN_TAG.includes(app)) return localAppTag(app);
  const rule = (LOCAL_APPS[app] as LocalApp).listedBy ?? [];
  const [only] = rule;
  return rule.length === 1 && only?.ggufFile && Object.keys(only).length === 1 ? GGUF_RUNNERS_TAG : undefined;
}

/**
 * The ways a row qualifies for any of `apps` (known ones), as row conditions: an app listed by
 * a tag of its own is that tag (APPS_WITH_OWN_TAG), a loadable GGUF file the derived
 * GGUF_RUNNERS_TAG. Each once, and none that another one implies (the GGUF runners all answer to
 * the one tag).
 */
export function localAppAlternatives(apps: readonly LocalAppKey[]): RowConditions[] {
  const all = apps.flatMap((app) =>
    APPS_WITH_OWN_TAG.includes(app)
      ? [{ tags: [localAppTag(app)], equals: [] }]
      : ((LOCAL_APPS[app] as LocalApp).listedBy ?? []).map(
          (when): RowConditions => ({
            tags: [...new Set([...(when.ggufFile ? [GGUF_RUNNERS_TAG] : []), ...(when.tags ?? [])])],
            equals: [
              ...(when.pipelineTag !== undefined
                ? [["pipeline_tag", when.pipelineTag] as [string, string]]
                : []),
              ...(when.library !== undefined ? [["library_name", when.library] as [string, string]] : []),
            ],
          }),
        ),
  );
  // An alternative whose conditions include another's adds no row: it is left out (the first of equals kept).
  return all.filter(
    (one, index) =>
      !all.some(
        (other, otherIndex) =>
          otherIndex !== index && implies(one, other) && (!implies(other, one) || otherIndex < index),
      ),
  );
}

/** Whether every row meeting `one` meets `other`: `other` asks for a subset of what `one` does. */
function implies(one: RowConditions, other: RowConditions): boolean {
  return (
    other.tags.every((tag) => one.tags.includes(tag)) &&
    other.equals.every(([column, value]) => one.equals.some(([c, v]) => c === column && v === value))
  );
}
