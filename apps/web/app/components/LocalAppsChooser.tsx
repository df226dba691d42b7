import type { LocalAppView } from "../lib/local-apps-view.server";

/**
 * A fold listing the apps in the visitor's order, each with a checkbox that hides or shows its tab
 * and buttons that move it up or down (the choices are the caller's to keep).
 */
export function LocalAppsChooser({
  apps,
  hidden,
  onChange,
  onMove,
  onResetOrder,
}: {
  /** The apps in the order the tabs show them. */
  apps: LocalAppView[];
  hidden: ReadonlySet<string>;
  onChange: (id: string, hidden: boolean) => void;
  onMove: (id: string, offset: -1 | 1) => void;
  /** Given when the visitor has an order of their own: puts the page's order back. */
  onResetOrder?: () => void;
}) {
  const shown = apps.filter((app) => !hidden.has(app.id)).length;
  return (
    <details className="local-apps__chooser">
      <summary>
        Choose and order apps{" "}
        <span className="muted">({shown === apps.length ? "all" : `${shown} of ${apps.length}`} shown)</span>
      </summary>
      <fieldset>
        <legend className="visually-hidden">Apps to show, in order</legend>
        <ol className="local-apps__choices">
          {apps.map((app, index) => (
            <li key={app.id} className="local-apps__choice">
              <label className="field field--inline">
                <input
                  type="checkbox"
                  checked={!hidden.has(app.id)}
                  onChange={(event) => onChange(app.id, !event.currentTarget.checked)}
                />
                {app.label}
              </label>
              {/* aria-disabled, not disabled: a button moved to an end keeps the keyboard focus. */}
              <MoveButton
                label={`Move ${app.label} up`}
                glyph="↑"
                can={index > 0}
                onMove={() => onMove(app.id, -1)}
              />
              <MoveButton
                label={`Move ${app.label} down`}
                glyph="↓"
                can={index < apps.length - 1}
                onMove={() => onMove(app.id, 1)}
              />
            </li>
          ))}
        </ol>
      </fieldset>
      {onResetOrder ? (
        <button type="button" className="button local-apps__reset" onClick={onResetOrder}>
          Back to the usual order
        </button>
      ) : null}
    </details>
  );
}

function MoveButton({
  label,
  glyph,
  can,
  onMove,
}: {
  label: string;
  glyph: string;
  can: boolean;
  onMove: () => void;
}) {
  return (
    <button
      type="button"
      className="local-apps__move"
      aria-label={label}
      title={label}
      aria-disabled={can ? undefined : true}
      onClick={() => {
        if (can) onMove();
      }}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}
