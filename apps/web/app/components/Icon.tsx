const PATHS = {
  download: "M8 2v8m0 0L4.5 6.5M8 10l3.5-3.5M3 13h10",
  heart: "M8 13.5S2 10 2 6a3 3 0 0 1 6-1 3 3 0 0 1 6 1c0 4-6 7.5-6 7.5Z",
  copy: "M5 5V3h8v8h-2M3 5h8v8H3z",
  check: "M3 8.5l3 3 7-7",
  search: "M7 12A5 5 0 1 0 7 2a5 5 0 0 0 0 10Zm3.5-1.5L14 14",
  chevron: "M4 6l4 4 4-4",
} as const;

/** A small line icon; decorative (the text beside it carries the meaning). */
export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
