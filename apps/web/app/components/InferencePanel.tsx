import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import type { InferenceView } from "../lib/inference-view.server";
import { CodeBlock } from "./CodeBlock";
import { Tabs } from "./Tabs";

/**
 * "Call it through a provider": provider picker and streaming toggle (URL parameters, so they work
 * without JavaScript and reload only the snippets' data with it), then language and client tabs.
 */
export function InferencePanel({
  inference,
  modelId,
  taskName,
}: {
  inference: InferenceView;
  modelId: string;
  /** The model's task as the page names it. */
  taskName?: string;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [language, setLanguage] = useState(inference.languages[0]?.id ?? "");
  const [clients, setClients] = useState<Record<string, string>>({});
  const busy = navigation.state === "loading" && navigation.location.pathname === `/${modelId}`;
  // The controls stay the same elements across navigations, so keyboard focus stays on them; a
  // navigation that changes the choice (Back, a link) sets their value instead.
  const providerSelect = useRef<HTMLSelectElement>(null);
  const streamingBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (providerSelect.current) providerSelect.current.value = inference.provider;
    if (streamingBox.current) streamingBox.current.checked = inference.streaming;
  }, [inference.provider, inference.streaming]);
  const providerName =
    inference.provider === "auto"
      ? "The router"
      : (inference.providers.find((entry) => entry.id === inference.provider)?.label ?? inference.provider);
  if (!inference.hasTask) {
    return (
      <section className="panel inference" aria-labelledby="inference-title">
        <h2 id="inference-title">Call it through an inference provider</h2>
        <p className="muted">This model does not name a task, so there is no inference call to show.</p>
      </section>
    );
  }
  return (
    <section className="panel inference" aria-labelledby="inference-title" aria-busy={busy}>
      <h2 id="inference-title">Call it through an inference provider</h2>
      <Form
        method="get"
        className="inference__options"
        preventScrollReset
        replace
        onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
      >
        <label className="field">
          <span className="field__label">Provider</span>
          <select name="provider" defaultValue={inference.provider} ref={providerSelect}>
            {inference.providers.map((provider) => (
              <option key={provider.id} value={provider.id}>
                {provider.label}
              </option>
            ))}
          </select>
        </label>
        {inference.isChat ? (
          <label className="field field--inline">
            <input
              type="checkbox"
              name="streaming"
              value="1"
              defaultChecked={inference.streaming}
              ref={streamingBox}
            />
            <span>Stream the answer</span>
          </label>
        ) : null}
        <noscript>
          <button className="button" type="submit">
            Show snippets
          </button>
        </noscript>
      </Form>
      <div className="inference__snippets" data-busy={busy}>
        {inference.servedLive ? null : (
          <p className="muted inference__note">
            This catalogue records no provider serving this model: these calls are how to reach it, and the
            router answers them with an error until a provider serves it.
          </p>
        )}
        {inference.provider === "auto" && !inference.isChat ? (
          <p className="muted inference__note">
            With Auto, the router picks the provider; outside chat, only the Hugging Face clients
            (huggingface_hub, huggingface.js) can ask it to. Pick a provider for the other clients.
          </p>
        ) : null}
        {inference.error ? <p className="notice">{inference.error}</p> : null}
        {!inference.error && inference.languages.length === 0 ? (
          <p className="notice">
            {providerName} has no inference call for {taskName ? `${taskName} models` : "this model's task"}
            {/* Every model is offered Auto and HF Inference (getProvidersForModel): a third is another choice. */}
            {inference.providers.length > 2 ? ". Pick another provider." : "."}
          </p>
        ) : null}
        {inference.languages.length ? (
          <Tabs
            label="Language"
            className="tabs--languages"
            selected={language}
            onSelect={setLanguage}
            items={inference.languages.map((lang) => ({
              id: lang.id,
              label: lang.label,
              panel: (
                <Tabs
                  label={`${lang.label} client`}
                  className="tabs--clients"
                  selected={clients[lang.id] ?? lang.clients[0]?.id ?? ""}
                  onSelect={(client) => setClients((current) => ({ ...current, [lang.id]: client }))}
                  items={lang.clients.map((client) => ({
                    id: client.id,
                    label: client.label,
                    panel: <CodeBlock html={client.html} title={`${lang.label} · ${client.label}`} />,
                  }))}
                />
              ),
            }))}
          />
        ) : null}
      </div>
    </section>
  );
}
