// A close-up of a grey tabby cat's face, the image-classification demo input.
import { el, svgDocument } from "./svg";

export function catPortraitSvg(title: string): string {
  const fur = "#9a9a9a";
  const stripe = "#5f5f5f";
  const body = [
    el("rect", { x: 0, y: 0, width: 240, height: 240, fill: "#e9dcc5" }),
    el("ellipse", { cx: 120, cy: 230, rx: 90, ry: 50, fill: fur }),
    el("polygon", { points: "52,92 62,22 108,66", fill: fur }),
    el("polygon", { points: "188,92 178,22 132,66", fill: fur }),
    el("polygon", { points: "64,80 68,40 96,66", fill: "#e3a9a9" }),
    el("polygon", { points: "176,80 172,40 144,66", fill: "#e3a9a9" }),
    el("ellipse", { cx: 120, cy: 120, rx: 78, ry: 70, fill: fur }),
    el("path", {
      d: "M120,52 v22 M104,56 l4,20 M136,56 l-4,20 M46,118 h22 M48,134 l20,-4 M194,118 h-22 M192,134 l-20,-4",
      stroke: stripe,
      "stroke-width": 5,
      "stroke-linecap": "round",
    }),
    el("ellipse", { cx: 92, cy: 108, rx: 14, ry: 11, fill: "#c9b43a" }),
    el("ellipse", { cx: 148, cy: 108, rx: 14, ry: 11, fill: "#c9b43a" }),
    el("ellipse", { cx: 92, cy: 108, rx: 3.5, ry: 10, fill: "#1a1a1a" }),
    el("ellipse", { cx: 148, cy: 108, rx: 3.5, ry: 10, fill: "#1a1a1a" }),
    el("path", { d: "M112,138 h16 l-8,9 z", fill: "#d98a95" }),
    el("path", {
      d: "M120,147 v8 M120,155 q-10,8 -18,2 M120,155 q10,8 18,2",
      stroke: "#3a3a3a",
      "stroke-width": 2,
      fill: "none",
    }),
    el("path", {
      d: "M100,146 l-54,-8 M100,151 l-52,4 M140,146 l54,-8 M140,151 l52,4",
      stroke: "#f4f4f4",
      "stroke-width": 1.5,
    }),
  ].join("");
  return svgDocument(240, 240, title, body);
}
