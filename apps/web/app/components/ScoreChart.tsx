/** Horizontal bars, one per label, with the score as a percentage. */
export function ScoreChart({ data }: { data: readonly { label: string; score: number }[] }) {
  const max = Math.max(...data.map((entry) => entry.score), 0) || 1;
  return (
    <ul className="score-chart">
      {data.map((entry) => {
        const percent = `${(entry.score * 100).toFixed(1)}%`;
        return (
          <li key={entry.label} className="score-chart__row">
            <span className="score-chart__label" title={entry.label}>
              {entry.label}
            </span>
            <span className="score-chart__track" aria-hidden="true">
              <span className="score-chart__bar" style={{ width: `${(entry.score / max) * 100}%` }} />
            </span>
            <span className="score-chart__value">{percent}</span>
          </li>
        );
      })}
    </ul>
  );
}
