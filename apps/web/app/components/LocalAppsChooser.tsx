import type { LocalAppView } from "../lib/local-apps-view.server";

/** A fold of checkboxes, one per app, that hide or show its tab (the choice is the caller's to keep). */
export function LocalAppsChooser({
  apps,
  hidden,
  onChange,
}: {
  apps: LocalAppView[];
  hidden: ReadonlySet<string>;
  onChange: (id: string, hidden: boolean) => void;
}) {
  const shown = apps.filter((app) => !hidden.has(app.id)).length;
  return (
    <details className="local-apps__chooser">
      <summary>
        Choose apps{" "}
        <span className="muted">({shown === apps.length ? "all" : `${shown} of ${apps.length}`} shown)</span>
      </summary>
      <fieldset>
        <legend className="visually-hidden">Apps to show</legend>
        {apps.map((app) => (
          <label key={app.id} className="field field--inline">
            <input
              type="checkbox"
              checked={!hidden.has(app.id)}
              onChange={(event) => onChange(app.id, !event.currentTarget.checked)}
            />
            {app.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
