import { formatBytes } from "../lib/format";

/** The model's GGUF files, each with its quantisation label and size. */
export function GgufFiles({ files }: { files: { name: string; label?: string; size?: number }[] }) {
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
    </section>
  );
}
