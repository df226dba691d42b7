import type { EvalResult } from "@modelhub/catalog";

const valueFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });

/**
 * The evaluation results the model card reports (its `model-index`): one row per metric, the
 * first ones when there are many; `total` counts them all.
 */
export function EvalResults({ results }: { results: { rows: EvalResult[]; total: number } | undefined }) {
  if (!results?.rows.length) return null;
  const { rows, total } = results;
  return (
    <section className="panel eval-results" aria-labelledby="eval-results-title">
      <h2 id="eval-results-title">Evaluation results</h2>
      <div className="eval-results__scroll">
        <table>
          <caption className="muted">As reported in the model card; not checked by this hub.</caption>
          <thead>
            <tr>
              <th scope="col">Task</th>
              <th scope="col">Dataset</th>
              <th scope="col">Metric</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the card's rows, in its order, can repeat.
              <tr key={index}>
                <td>{row.task}</td>
                <td>
                  {row.dataset}
                  {row.config || row.split ? (
                    <span className="muted"> ({[row.config, row.split].filter(Boolean).join(", ")})</span>
                  ) : null}
                </td>
                <td>{row.metric}</td>
                <td className="eval-results__value">
                  {typeof row.value === "number" ? valueFormat.format(row.value) : row.value}
                  {row.verified ? <span className="muted"> (verified)</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > rows.length ? (
        <p className="panel__foot muted">
          The first {rows.length} of {total.toLocaleString("en-US")} results.
        </p>
      ) : null}
    </section>
  );
}
