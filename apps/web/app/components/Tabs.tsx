import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

/** One tab: its id (unique within the list), its label and its panel. */
export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * ARIA tabs: a tablist of buttons (roving tabindex; arrow keys, Home and End move between them)
 * and one tabpanel per tab, the unselected ones hidden. Selection is controlled by the parent.
 */
export function Tabs({
  label,
  items,
  selected,
  onSelect,
  className,
}: {
  /** Accessible name of the tab list, e.g. "Language". */
  label: string;
  items: TabItem[];
  /** The selected tab's id; the first tab when it names none of them. */
  selected: string | undefined;
  onSelect: (id: string) => void;
  className?: string;
}) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const current = items.some((item) => item.id === selected) ? selected : items[0]?.id;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onSelect(item.id);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div className={className ? `tabs ${className}` : "tabs"}>
      <div className="tabs__list" role="tablist" aria-label={label} ref={listRef}>
        {items.map((item, index) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={item.id === current}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={item.id === current ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={item.id !== current}
          className="tabs__panel"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
