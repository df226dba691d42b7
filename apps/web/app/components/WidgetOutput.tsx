import type { WidgetOutputView } from "../lib/widget-view.server";
import { ScoreChart } from "./ScoreChart";

/** A widget example's declared output, rendered for its shape; all text stays text. */
export function WidgetOutput({ output }: { output: WidgetOutputView }) {
  switch (output.kind) {
    case "labels":
      return <ScoreChart data={output.data} />;
    case "answer":
      return (
        <p className="demo-text">
          {output.answer}
          {output.score !== undefined ? (
            <span className="muted"> (score {output.score.toFixed(3)})</span>
          ) : null}
        </p>
      );
    case "text":
      return <p className="demo-text">{output.text}</p>;
    case "url":
      return (
        <p>
          <a href={output.url} rel="nofollow noopener noreferrer">
            Open the example output
          </a>
        </p>
      );
  }
}
