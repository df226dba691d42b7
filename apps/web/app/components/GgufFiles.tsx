import { formatBytes } from "../lib/format";

/** The model's GGUF files, each with its quantisation label and size; `total` counts them all. */
export function GgufFiles({
  files,
  total,
}: {
  files: { name: string; label?: string; size?: number }[];
  total: number;
}) {
  if (!files.length) return null;
  return (
    <section className="panel" aria-labelledby="gguf-title">
      <h2 id="gguf-title">GGUF files</h2>
      <ul className="gguf-list">
        {files.map((file) => (
          <li key={file.name}>
            <span className="gguf-list__label">{file.label ?? "unknown"}</span>
            <span className="gguf-list__name" title={file.name}>
              {file.name}
            </span>
            <span className="gguf-list__size">{file.size !== undefined ? formatBytes(file.size) : ""}</span>
          </li>
        ))}
      </ul>
      {total > files.length ? (
        <p className="panel__foot muted">
          The {files.length} smallest of {total.toLocaleString("en-US")} GGUF files.
        </p>
      ) : null}
    </section>
  );
}
