import { withIndefiniteArticle } from "../lib/format";
import type { WidgetExampleView, WidgetPanelView } from "../lib/widget-view.server";
import { DemoItemView } from "./DemoItemView";
import { WidgetOutput } from "./WidgetOutput";

/**
 * The model's example inputs (its own widget examples, or its task's example) and an example
 * output, each labelled with where it comes from. Nothing here is computed by the model.
 */
export function WidgetPanel({ widget }: { widget: WidgetPanelView }) {
  const intro =
    widget.source === "model"
      ? "Examples from the model card."
      : widget.source === "task"
        ? `This model's card declares no examples; this is a typical ${widget.taskName ?? "task"} input.`
        : widget.emptyText;
  return (
    <section className="panel widget" aria-labelledby="widget-title">
      <h2 id="widget-title">Example</h2>
      <p className="muted widget__intro">{intro}</p>
      {widget.examples.map((example, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: examples are an ordered list without ids.
        <ExampleView key={index} example={example} />
      ))}
      {widget.taskDemo ? (
        <div className="widget__output">
          <h3 className="widget__heading">From the task page</h3>
          <p className="muted widget__note">
            {`What ${widget.taskName ? `${withIndefiniteArticle(widget.taskName)} model` : "a model of this task"} does, shown on the task page with an input of its own; not produced by this model.`}
          </p>
          <h4 className="widget__subheading">Input</h4>
          {widget.taskDemo.inputs.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: demo items are static and ordered.
            <DemoItemView key={index} item={item} />
          ))}
          <h4 className="widget__subheading">Output</h4>
          {widget.taskDemo.outputs.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: demo items are static and ordered.
            <DemoItemView key={index} item={item} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** A field that is a web address (an example's audio or image file) is a link; nothing else is. */
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

function ExampleView({ example }: { example: WidgetExampleView }) {
  return (
    <div className="widget__example">
      {example.title ? <h3 className="widget__title">{example.title}</h3> : null}
      {example.fields.length ? (
        <dl className="widget__fields">
          {example.fields.map((field) => (
            <div key={field.label}>
              <dt>{field.label}</dt>
              {/* Author and default texts may be right-to-left (Arabic, Persian, Dhivehi). */}
              <dd dir="auto">
                {WEB_ADDRESS.test(field.text) ? (
                  <a href={field.text} rel="nofollow noopener noreferrer">
                    {field.text}
                  </a>
                ) : (
                  field.text
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {example.messages ? (
        <ol className="chat">
          {example.messages
            .map((message, index) => ({ ...message, key: `message-${index}` }))
            .map((message) => (
              <li
                key={message.key}
                className={`chat__message chat__message--${message.role === "user" ? "user" : "other"}`}
              >
                <span className="chat__role">{message.role}</span>
                <span className="chat__content" dir="auto">
                  {message.content}
                </span>
              </li>
            ))}
        </ol>
      ) : null}
      {example.table ? (
        <div className="table-scroll">
          <table className="demo-table">
            <thead>
              <tr>
                {example.table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {example.table.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
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
      ) : null}
      {example.output ? (
        <div className="widget__output">
          <h4 className="widget__heading">Output declared by the author</h4>
          <WidgetOutput output={example.output} />
        </div>
      ) : null}
    </div>
  );
}
