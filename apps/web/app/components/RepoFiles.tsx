import { Link } from "react-router";
import { fileAnchor } from "../lib/file-anchor";
import { describeFiles, formatBytes } from "../lib/format";
import type { RepoFilesView, RepoFileView } from "../lib/model-page.server";
import { CodeBlock } from "./CodeBlock";

/** The file browser: every listed file by folder with its size, texts the record holds readable in place. */
export function RepoFiles({ files }: { files: RepoFilesView }) {
  if (!files.total) return null;
  const all = files.folders.reduce(
    (sum, folder) => ({
      count: sum.count + folder.count,
      bytes: sum.bytes + folder.bytes,
      unsized: sum.unsized + folder.unsized,
    }),
    { count: 0, bytes: 0, unsized: 0 },
  );
  return (
    <section className="panel repo-files" id="files" aria-labelledby="files-title">
      <h2 id="files-title">Files</h2>
      {/* The totals of the folders listed; the whole repository's are in the header. */}
      {files.shown === files.total ? <p className="muted repo-files__total">{describeFiles(all)}</p> : null}
      {files.folders.map((folder) => (
        <div key={folder.path} className="repo-files__folder">
          {folder.path ? (
            <h3 className="repo-files__folder-name">
              {folder.path}/ <span className="muted">{describeFiles(folder)}</span>
            </h3>
          ) : null}
          <ul className="repo-files__list">
            {folder.files.map((file) => (
              <FileEntry key={file.path} file={file} />
            ))}
          </ul>
        </div>
      ))}
      {files.notHeld.count ? <NotHeldNote notHeld={files.notHeld} /> : null}
      {files.total > files.shown ? (
        <p className="panel__foot muted">
          The first {files.shown.toLocaleString("en-US")} of {files.total.toLocaleString("en-US")} files.
        </p>
      ) : null}
    </section>
  );
}

/** Names the text files listed without their text, so that a reader knows why they do not open. */
function NotHeldNote({ notHeld }: { notHeld: RepoFilesView["notHeld"] }) {
  const more = notHeld.count - notHeld.names.length;
  const named = notHeld.names.join(", ") + (more > 0 ? ` and ${more.toLocaleString("en-US")} more` : "");
  return (
    <p className="panel__foot muted repo-files__not-held">
      Listed without their text, which this hub does not hold: {named}.
    </p>
  );
}

function FileEntry({ file }: { file: RepoFileView }) {
  const size = (
    <span className="repo-files__size">{file.size !== undefined ? formatBytes(file.size) : ""}</span>
  );
  if (file.text) {
    return (
      <li id={fileAnchor(file.path)}>
        <details open={file.text.open}>
          <summary>
            <span className="repo-files__row">
              <span className="repo-files__name">{file.name}</span>
              {size}
            </span>
          </summary>
          {file.text.note ? <p className="muted repo-files__note">{file.text.note}</p> : null}
          {file.text.truncated ? (
            <p className="muted repo-files__note">
              The first {file.text.truncated.shown.toLocaleString("en-US")} of{" "}
              {file.text.truncated.total.toLocaleString("en-US")} characters.
            </p>
          ) : null}
          <CodeBlock html={file.text.html} title={file.path} />
        </details>
      </li>
    );
  }
  return (
    <li id={file.viewHref ? fileAnchor(file.path) : undefined} className="repo-files__row">
      <span className="repo-files__name">
        {file.viewHref ? <Link to={file.viewHref}>{file.name}</Link> : file.name}
      </span>
      {size}
    </li>
  );
}
