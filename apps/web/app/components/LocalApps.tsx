import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { formatBytes } from "../lib/format";
import type { GgufView } from "../lib/gguf-view.server";
import { CodeBlock } from "./CodeBlock";
import { Tabs } from "./Tabs";

/**
 * "Run it locally": a quant picker (a URL parameter, so it works without JavaScript and reloads
 * only the page's data with it), then one tab per app with its commands for the picked quant.
 */
export function LocalApps({ gguf, modelId }: { gguf: GgufView; modelId: string }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [selected, setSelected] = useState(gguf.localApps[0]?.id ?? "");
  const busy = navigation.state === "loading" && navigation.location.pathname === `/${modelId}`;
  // The picker stays the same element across navigations, so keyboard focus stays on it; a
  // navigation that changes the quant (Back, a quant in the GGUF panel) sets its value instead.
  const picker = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (picker.current && gguf.selected !== undefined) picker.current.value = gguf.selected;
  }, [gguf.selected]);
  if (!gguf.localApps.length) return null;
  return (
    <section className="panel local-apps" aria-labelledby="local-title" aria-busy={busy}>
      <h2 id="local-title">Run it locally</h2>
      {gguf.quants.length > 1 ? (
        <Form
          method="get"
          className="inference__options"
          preventScrollReset
          replace
          onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
        >
          {gguf.keep.map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          <label className="field">
            <span className="field__label">Quant</span>
            <select name="quant" defaultValue={gguf.selected} ref={picker}>
              {gguf.quants.map((quant) => (
                <option key={quant.file} value={quant.value}>
                  {quantOptionText(quant)}
                </option>
              ))}
            </select>
          </label>
          <noscript>
            <button className="button" type="submit">
              Show commands
            </button>
          </noscript>
        </Form>
      ) : null}
      <div className="local-apps__snippets" data-busy={busy}>
        <Tabs
          label="Local app"
          selected={selected}
          onSelect={setSelected}
          items={gguf.localApps.map((app) => ({
            id: app.id,
            label: app.label,
            panel: app.snippets.map((snippet) => (
              <CodeBlock key={snippet.key} html={snippet.html} title={snippet.title ?? app.label} />
            )),
          }))}
        />
      </div>
    </section>
  );
}

/** "Q4_K_M · 7.48 GB", the file name for a quant whose label is shared or missing. */
function quantOptionText(quant: GgufView["quants"][number]): string {
  const name = quant.value === quant.label ? quant.label : quant.file;
  const parts = quant.parts > 1 ? ` · ${quant.parts} parts` : "";
  return quant.size !== undefined ? `${name} · ${formatBytes(quant.size)}${parts}` : `${name}${parts}`;
}
