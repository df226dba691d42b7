import { useState } from "react";
import { CodeBlock } from "./CodeBlock";
import { Tabs } from "./Tabs";

/** "Run it locally": one tab per app that runs GGUF files, with the commands for this model. */
export function LocalApps({
  apps,
}: {
  apps: { id: string; label: string; snippets: { key: string; title?: string; html: string }[] }[];
}) {
  const [selected, setSelected] = useState(apps[0]?.id ?? "");
  if (!apps.length) return null;
  return (
    <section className="panel" aria-labelledby="local-title">
      <h2 id="local-title">Run it locally</h2>
      <Tabs
        label="Local app"
        selected={selected}
        onSelect={setSelected}
        items={apps.map((app) => ({
          id: app.id,
          label: app.label,
          panel: app.snippets.map((snippet) => (
            <CodeBlock key={snippet.key} html={snippet.html} title={snippet.title ?? app.label} />
          )),
        }))}
      />
    </section>
  );
}
