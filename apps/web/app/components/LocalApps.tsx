import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { formatBytes } from "../lib/format";
import type { GgufView } from "../lib/gguf-view.server";
import { useHiddenLocalApps } from "../lib/hidden-local-apps";
import { arrangeApps, movedOrder, useLocalAppOrder } from "../lib/local-app-order";
import type { LocalAppView } from "../lib/local-apps-view.server";
import { CodeBlock } from "./CodeBlock";
import { LocalAppsChooser } from "./LocalAppsChooser";
import { Tabs } from "./Tabs";

/**
 * "Run it locally": for a GGUF model a quant picker (a URL parameter, so it works without
 * JavaScript and reloads only the page's data with it), then one tab per local app or serving
 * engine with its link and commands for the picked quant (without JavaScript, every app under its
 * own heading). Once the page has hydrated, the visitor can hide apps they do not use and put them
 * in their own order (both remembered in the browser); the server renders every one, in the
 * page's order.
 */
export function LocalApps({
  apps,
  gguf,
  modelId,
}: {
  apps: LocalAppView[];
  gguf: GgufView;
  modelId: string;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  // Until the visitor picks a tab, the first one shown is selected (their order may change it).
  const [selected, setSelected] = useState<string>();
  const [hidden, setHidden] = useHiddenLocalApps();
  const [order, setOrder] = useLocalAppOrder();
  const arranged = order ? arrangeApps(apps, order) : apps;
  const shown = hidden ? arranged.filter((app) => !hidden.has(app.id)) : arranged;
  const busy = navigation.state === "loading" && navigation.location.pathname === `/${modelId}`;
  // The picker stays the same element across navigations, so keyboard focus stays on it; a
  // navigation that changes the quant (Back, a quant in the GGUF panel) sets its value instead.
  const picker = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (picker.current && gguf.selected !== undefined) picker.current.value = gguf.selected;
  }, [gguf.selected]);
  if (!apps.length) return null;
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
      {hidden && order ? (
        <LocalAppsChooser
          apps={arranged}
          hidden={hidden}
          onChange={setHidden}
          onMove={(id, offset) =>
            setOrder(
              movedOrder(
                arranged.map((app) => app.id),
                id,
                offset,
                order,
              ),
            )
          }
          {...(order.length ? { onResetOrder: () => setOrder([]) } : {})}
        />
      ) : null}
      <div className="local-apps__snippets" data-busy={busy}>
        {shown.length ? (
          <Tabs
            label="Local app"
            selected={selected}
            onSelect={setSelected}
            items={shown.map((app) => ({ id: app.id, label: app.label, panel: <LocalAppPanel app={app} /> }))}
          />
        ) : (
          <p className="muted">Every app is hidden: choose the ones to show.</p>
        )}
      </div>
    </section>
  );
}

/** One app: where it runs, the link that opens the model in it, its commands and its documentation. */
function LocalAppPanel({ app }: { app: LocalAppView }) {
  return (
    <>
      {/* Its tab names it; without JavaScript the panels stand one after another, each under this. */}
      <h3 className="tabs__panel-title">{app.label}</h3>
      {app.macOSOnly || app.deepLink ? (
        <p className="local-app__actions">
          {app.deepLink ? (
            // The link is a URL of the app's own scheme or https, vetted on the server.
            <a className="button button--primary" href={app.deepLink}>
              Open in {app.label}
            </a>
          ) : null}
          {app.macOSOnly ? <span className="local-app__platform">macOS only</span> : null}
        </p>
      ) : null}
      {app.snippets.map((snippet) => (
        <CodeBlock key={snippet.key} html={snippet.html} title={snippet.title ?? app.label} />
      ))}
      {app.docsUrl ? (
        <p className="panel__foot">
          <a href={app.docsUrl} rel="noopener noreferrer">
            {app.label} documentation
          </a>
        </p>
      ) : null}
    </>
  );
}

/** "Q4_K_M · 7.48 GB", the file name for a quant whose label is shared or missing. */
function quantOptionText(quant: GgufView["quants"][number]): string {
  const name = quant.value === quant.label ? quant.label : quant.file;
  const parts = quant.parts > 1 ? ` · ${quant.parts} parts` : "";
  return quant.size !== undefined ? `${name} · ${formatBytes(quant.size)}${parts}` : `${name}${parts}`;
}
