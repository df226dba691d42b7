// Tiny helpers for writing SVG demo images by hand-made shapes.

/** Attributes of one SVG element; undefined values are left out. */
export type Attributes = Record<string, string | number | undefined>;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** One SVG element; `children` is already-rendered markup (or text, escaped when `text` is used). */
export function el(name: string, attributes: Attributes, children = ""): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join("");
  return children === "" ? `<${name}${attrs}/>` : `<${name}${attrs}>${children}</${name}>`;
}

/** A text element with escaped content. */
export function text(content: string, attributes: Attributes): string {
  return el("text", { "font-family": "DejaVu Sans, Arial, sans-serif", ...attributes }, escapeXml(content));
}

/** A whole SVG document of the given size, with an accessible title. */
export function svgDocument(width: number, height: number, title: string, body: string): string {
  return `${el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", width, height, viewBox: `0 0 ${width} ${height}`, role: "img" },
    `${el("title", {}, escapeXml(title))}${body}`,
  )}\n`;
}

/** The grey of a `#rrggbb` colour with the same perceived lightness (Rec. 601 luma). */
export function toGrey(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const luma = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  const part = luma.toString(16).padStart(2, "0");
  return `#${part}${part}${part}`;
}
