import type { DemoView } from "../lib/task-page.server";
import { ScoreChart } from "./ScoreChart";
import { TokenText } from "./TokenText";

/** One demo input or output, rendered for its kind. All text is rendered as text, never as HTML. */
export function DemoItemView({ item }: { item: DemoView }) {
  switch (item.type) {
    case "text":
      return (
        <figure className="demo-item">
          <figcaption className="demo-item__label">{item.label}</figcaption>
          <p className="demo-text">{item.content}</p>
        </figure>
      );
    case "img":
      return (
        <figure className="demo-item">
          {item.label ? <figcaption className="demo-item__label">{item.label}</figcaption> : null}
          <img
            className="demo-image"
            src={item.url}
            alt={item.alt}
            width={item.width}
            height={item.height}
            decoding="async"
          />
        </figure>
      );
    case "audio":
      return (
        <figure className="demo-item">
          <figcaption className="demo-item__label">{item.label ?? "Audio"}</figcaption>
          {/* biome-ignore lint/a11y/useMediaCaption: demo clips have no captions; the alt text below describes them. */}
          <audio className="demo-audio" controls preload="none" src={item.url} aria-label={item.alt} />
          <p className="demo-item__alt">{item.alt}</p>
        </figure>
      );
    case "tabular":
      return (
        <figure className="demo-item">
          {item.label ? <figcaption className="demo-item__label">{item.label}</figcaption> : null}
          <div className="table-scroll">
            <table className="demo-table">
              <thead>
                <tr>
                  {item.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {item.rows.map((row, rowIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are static demo data without ids.
                  <tr key={rowIndex}>
                    {row.map((cell, cellIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional.
                      <td key={cellIndex}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      );
    case "chart":
      return (
        <figure className="demo-item">
          {item.label ? <figcaption className="demo-item__label">{item.label}</figcaption> : null}
          <ScoreChart data={item.data} />
        </figure>
      );
    case "text-with-tokens":
      return (
        <figure className="demo-item">
          {item.label ? <figcaption className="demo-item__label">{item.label}</figcaption> : null}
          <TokenText text={item.text} tokens={item.tokens} />
        </figure>
      );
  }
}
