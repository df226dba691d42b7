import { CodeBlock } from "./CodeBlock";

/** "Use this model": the snippets of the model's own library. */
export function LibrarySnippets({
  snippets,
  library,
}: {
  snippets: { key: string; title?: string; language: string; html: string }[];
  library?: { label: string; docsUrl?: string; repoUrl?: string };
}) {
  return (
    <section className="panel" aria-labelledby="use-title">
      <h2 id="use-title">Use this model{library ? ` with ${library.label}` : ""}</h2>
      {snippets.length ? (
        snippets.map((snippet) => (
          <CodeBlock
            key={snippet.key}
            html={snippet.html}
            title={snippet.title ?? languageName(snippet.language)}
          />
        ))
      ) : (
        <p className="muted">
          {library
            ? `There is no ready-made code for ${library.label} models.`
            : "This model does not name a library, so there is no ready-made loading code."}
        </p>
      )}
      {library?.docsUrl || library?.repoUrl ? (
        <p className="panel__foot">
          <a href={library.docsUrl ?? library.repoUrl} rel="noopener noreferrer">
            {library.label} documentation
          </a>
        </p>
      ) : null}
    </section>
  );
}

function languageName(language: string): string {
  return { python: "Python", js: "JavaScript", ts: "TypeScript", sh: "Shell" }[language] ?? language;
}
