import type { BaseModelRelation } from "@modelhub/catalog";
import { BASE_MODELS_HEADING, derivedModelsCount } from "../lib/model-tree-words";

/** A repository id, linked when this hub has a page for it. */
interface LinkedId {
  id: string;
  href?: string;
}

/**
 * Where a model comes from and what was made from it: its base models grouped by how it was
 * made from them, the counts of models made from it (each a link to their listing), and the
 * datasets it was trained on. The page shows it when the model has any of these.
 */
export function ModelTree({
  baseModels,
  derivedModels,
  datasets,
}: {
  baseModels: (LinkedId & { relation?: BaseModelRelation })[];
  derivedModels: { relation: BaseModelRelation; count: number; href: string }[];
  datasets: LinkedId[];
}) {
  const groups = new Map<BaseModelRelation | undefined, LinkedId[]>();
  for (const base of baseModels) groups.set(base.relation, [...(groups.get(base.relation) ?? []), base]);
  return (
    <section className="panel" aria-labelledby="model-tree-title">
      <h2 id="model-tree-title">Model tree</h2>
      {[...groups].map(([relation, ids]) => (
        <LinkedIds
          key={relation ?? "base"}
          title={relation ? BASE_MODELS_HEADING[relation] : ids.length > 1 ? "Base models" : "Base model"}
          ids={ids}
        />
      ))}
      {derivedModels.length ? (
        <div className="linked-ids">
          <h3 className="widget__heading">Made from this model</h3>
          <ul className="model-tree__derived">
            {derivedModels.map((derived) => (
              <li key={derived.relation}>
                <a href={derived.href}>{derivedModelsCount(derived.relation, derived.count)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {datasets.length ? <LinkedIds title="Trained on" ids={datasets} /> : null}
    </section>
  );
}

function LinkedIds({ title, ids }: { title: string; ids: LinkedId[] }) {
  return (
    <div className="linked-ids">
      <h3 className="widget__heading">{title}</h3>
      <ul>
        {ids.map((entry) => (
          <li key={entry.id}>{entry.href ? <a href={entry.href}>{entry.id}</a> : <span>{entry.id}</span>}</li>
        ))}
      </ul>
    </div>
  );
}
