// The shared demo scene: a cat on a lawn, a tree and a small house under a sunny sky. One
// description, many renderings (photo, greyscale, winter, depth map, segments, boxes, masks,
// animations), so every vision demo shows the same picture from its own task's point of view.
import { type Attributes, el, svgDocument, text, toGrey } from "./svg";

export const SCENE_WIDTH = 320;
export const SCENE_HEIGHT = 240;
const HORIZON = 150;

/** Colours of the scene's surfaces. */
export interface Palette {
  sky: string;
  sun: string;
  cloud: string;
  grass: string;
  wall: string;
  roof: string;
  door: string;
  window: string;
  trunk: string;
  leaves: string;
  leavesLight: string;
  fur: string;
  stripes: string;
  eyes: string;
}

export const DAY: Palette = {
  sky: "#9fd3f5",
  sun: "#ffd34d",
  cloud: "#ffffff",
  grass: "#7cc46b",
  wall: "#f2e2c4",
  roof: "#b5442f",
  door: "#7a4a2a",
  window: "#bfe3ff",
  trunk: "#7a5230",
  leaves: "#3f8f3a",
  leavesLight: "#58a84f",
  fur: "#8d8d8d",
  stripes: "#5c5c5c",
  eyes: "#d9c33b",
};

/** The same scene on a snowy winter evening (the image-text-to-image demo's edit). */
export const WINTER_EVENING: Palette = {
  ...DAY,
  sky: "#2d3b66",
  sun: "#f4f1d0",
  cloud: "#8f9abb",
  grass: "#eef3f8",
  roof: "#e4ebf3",
  window: "#ffd866",
  leaves: "#cfdce6",
  leavesLight: "#e6eef4",
};

/** DAY with every colour turned to its grey (the colorization demo's input). */
export const GREYSCALE: Palette = Object.fromEntries(
  Object.entries(DAY).map(([key, colour]) => [key, toGrey(colour)]),
) as unknown as Palette;

/** One object of the scene. */
interface Part {
  /** Class name used by segmentation and detection outputs. */
  label: string;
  /** Distance from the viewer, 0 (near) to 1 (far); the depth map draws near as bright. */
  depth: number;
  /** Bounding box [x, y, width, height], for detection outputs. */
  box: [number, number, number, number];
  /** Markup of the part; `paint` maps a palette key to the fill to use. */
  draw(paint: (key: keyof Palette) => string): string;
}

const PARTS: Part[] = [
  {
    label: "sky",
    depth: 1,
    box: [0, 0, SCENE_WIDTH, HORIZON],
    draw: (paint) =>
      el("rect", { x: 0, y: 0, width: SCENE_WIDTH, height: HORIZON, fill: paint("sky"), class: "sky" }),
  },
  {
    label: "sun",
    depth: 1,
    box: [252, 22, 36, 36],
    draw: (paint) => el("circle", { cx: 270, cy: 40, r: 18, fill: paint("sun"), class: "sun" }),
  },
  {
    label: "cloud",
    depth: 0.95,
    box: [52, 28, 70, 28],
    draw: (paint) =>
      el(
        "g",
        { fill: paint("cloud"), class: "cloud" },
        [
          el("ellipse", { cx: 74, cy: 46, rx: 22, ry: 10 }),
          el("ellipse", { cx: 92, cy: 38, rx: 18, ry: 12 }),
          el("ellipse", { cx: 106, cy: 47, rx: 16, ry: 9 }),
        ].join(""),
      ),
  },
  {
    label: "grass",
    depth: 0.5,
    box: [0, HORIZON, SCENE_WIDTH, SCENE_HEIGHT - HORIZON],
    draw: (paint) =>
      el("rect", {
        x: 0,
        y: HORIZON,
        width: SCENE_WIDTH,
        height: SCENE_HEIGHT - HORIZON,
        fill: paint("grass"),
      }),
  },
  {
    label: "house",
    depth: 0.8,
    box: [25, 70, 80, 85],
    draw: (paint) =>
      [
        el("rect", { x: 30, y: 100, width: 70, height: 55, fill: paint("wall") }),
        el("polygon", { points: "25,100 65,70 105,100", fill: paint("roof") }),
        el("rect", { x: 58, y: 125, width: 14, height: 30, fill: paint("door") }),
        el("rect", { x: 38, y: 110, width: 14, height: 12, fill: paint("window"), class: "window" }),
        el("rect", { x: 78, y: 110, width: 14, height: 12, fill: paint("window"), class: "window" }),
      ].join(""),
  },
  {
    label: "tree",
    depth: 0.6,
    box: [166, 63, 84, 112],
    draw: (paint) =>
      [
        el("rect", { x: 200, y: 112, width: 12, height: 63, fill: paint("trunk") }),
        el("circle", { cx: 188, cy: 110, r: 22, fill: paint("leaves") }),
        el("circle", { cx: 228, cy: 108, r: 22, fill: paint("leaves") }),
        el("circle", { cx: 206, cy: 95, r: 32, fill: paint("leavesLight") }),
      ].join(""),
  },
  {
    label: "cat",
    depth: 0.15,
    box: [100, 155, 90, 72],
    draw: (paint) =>
      [
        el("path", {
          d: "M112,210 C96,206 96,184 106,174",
          fill: "none",
          stroke: paint("fur"),
          "stroke-width": 7,
          "stroke-linecap": "round",
          class: "tail",
        }),
        el("ellipse", { cx: 140, cy: 205, rx: 32, ry: 20, fill: paint("fur") }),
        el("rect", { x: 150, y: 208, width: 9, height: 18, rx: 4, fill: paint("fur") }),
        el("rect", { x: 163, y: 206, width: 9, height: 20, rx: 4, fill: paint("fur") }),
        el("path", { d: "M128,190 l4,28 M140,187 l2,30", stroke: paint("stripes"), "stroke-width": 3 }),
        el("polygon", { points: "161,174 164,157 173,169", fill: paint("fur") }),
        el("polygon", { points: "175,168 183,156 186,173", fill: paint("fur") }),
        el("circle", { cx: 173, cy: 182, r: 15, fill: paint("fur") }),
        el("circle", { cx: 168, cy: 180, r: 2.5, fill: paint("eyes") }),
        el("circle", { cx: 179, cy: 180, r: 2.5, fill: paint("eyes") }),
        el("path", { d: "M172,186 l2,2 l2,-2 z", fill: paint("stripes") }),
      ].join(""),
  },
];

/** Scene content (no <svg> wrapper) in the given palette, plus markup added on top. */
export function sceneBody(palette: Palette, overlay = ""): string {
  return PARTS.map((part) => part.draw((key) => palette[key])).join("") + overlay;
}

/** The scene as a whole SVG document. */
export function sceneSvg(title: string, palette: Palette = DAY, overlay = ""): string {
  return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, title, sceneBody(palette, overlay));
}

/** Depth map: near is bright, far is dark; the lawn brightens towards the viewer. */
export function depthSvg(title: string): string {
  const grey = (depth: number) =>
    `#${Math.round(245 - depth * 235)
      .toString(16)
      .padStart(2, "0")
      .repeat(3)}`;
  const defs = el(
    "defs",
    {},
    el(
      "linearGradient",
      { id: "lawn", x1: 0, y1: 0, x2: 0, y2: 1 },
      el("stop", { offset: 0, "stop-color": grey(0.85) }) +
        el("stop", { offset: 1, "stop-color": grey(0.05) }),
    ),
  );
  const body = PARTS.map((part) =>
    part.draw(() => (part.label === "grass" ? "url(#lawn)" : grey(part.depth))),
  ).join("");
  // Strokes (the cat's tail and stripes) take the flat grey too.
  return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, title, defs + body);
}

/** Class colours of the segmentation demo. */
export const SEGMENT_COLOURS: Record<string, string> = {
  sky: "#4a90d9",
  sun: "#f5c518",
  cloud: "#c9d6e3",
  grass: "#56b35a",
  house: "#d9534f",
  tree: "#1f6f43",
  cat: "#f08c2e",
};

/** Semantic segmentation: every pixel painted with its class colour, and a legend. */
export function segmentsSvg(title: string): string {
  const body = PARTS.map((part) => part.draw(() => SEGMENT_COLOURS[part.label] ?? "#000000")).join("");
  const legend = Object.entries(SEGMENT_COLOURS)
    .map(([label, colour], index) => {
      const x = 6 + index * 44;
      return (
        el("rect", { x, y: 228, width: 8, height: 8, fill: colour, stroke: "#ffffff", "stroke-width": 0.5 }) +
        text(label, { x: x + 11, y: 235.5, "font-size": 8, fill: "#ffffff" })
      );
    })
    .join("");
  return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, title, body + legend);
}

/** Labelled boxes for the objects a detector finds, with confidence scores. */
export function detectionsOverlay(detections: { label: string; score: number }[]): string {
  return detections
    .map(({ label, score }, index) => {
      const part = PARTS.find((candidate) => candidate.label === label);
      if (!part) throw new Error(`no part '${label}' in the scene`);
      const [x, y, width, height] = part.box;
      const colour = ["#e6194b", "#4363d8", "#f58231", "#911eb4"][index % 4] ?? "#e6194b";
      const caption = `${label} ${score.toFixed(2)}`;
      return (
        el("rect", { x, y, width, height, fill: "none", stroke: colour, "stroke-width": 2 }) +
        el("rect", { x, y: y - 11, width: caption.length * 5.6 + 6, height: 11, fill: colour }) +
        text(caption, { x: x + 3, y: y - 2.5, "font-size": 9, fill: "#ffffff" })
      );
    })
    .join("");
}

/** Class-free masks, as a promptable mask generator returns them: tinted shapes with outlines. */
export function masksOverlay(labels: string[]): string {
  const colours = ["#ff3b30", "#34c759", "#007aff", "#ffcc00", "#af52de", "#5ac8fa", "#ff9500"];
  return labels
    .map((label, index) => {
      const part = PARTS.find((candidate) => candidate.label === label);
      if (!part) throw new Error(`no part '${label}' in the scene`);
      const colour = colours[index % colours.length] ?? "#ff3b30";
      const attributes: Attributes = { opacity: 0.55 };
      return el(
        "g",
        attributes,
        part.draw(() => colour),
      );
    })
    .join("");
}
