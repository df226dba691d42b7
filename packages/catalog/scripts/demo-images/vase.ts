// A vase: as a flat picture (the image-to-3d input) and as a shaded low-poly mesh made by turning
// its profile around its axis (the output), drawn with a simple painter's algorithm.
import { el, svgDocument } from "./svg";

/** Radius of the vase at each height, bottom to top (height 0..1 maps to the drawing's span). */
const PROFILE: [number, number][] = [
  [0, 0.34],
  [0.1, 0.46],
  [0.3, 0.56],
  [0.5, 0.5],
  [0.7, 0.3],
  [0.85, 0.24],
  [1, 0.32],
];
const SEGMENTS = 24;

/** Triangle count of the mesh the output shows (two per quad, sides only). */
export const VASE_TRIANGLES = SEGMENTS * (PROFILE.length - 1) * 2;

export function vasePictureSvg(title: string): string {
  const left = PROFILE.map(([h, r]) => `${120 - r * 100},${240 - h * 200}`);
  const right = [...PROFILE].reverse().map(([h, r]) => `${120 + r * 100},${240 - h * 200}`);
  const body = [
    el("rect", { x: 0, y: 0, width: 240, height: 270, fill: "#ffffff" }),
    el("ellipse", { cx: 120, cy: 244, rx: 62, ry: 8, fill: "#e6e6e6" }),
    el(
      "defs",
      {},
      el(
        "linearGradient",
        { id: "glaze", x1: 0, y1: 0, x2: 1, y2: 0 },
        el("stop", { offset: 0, "stop-color": "#1f5f7a" }) +
          el("stop", { offset: 0.4, "stop-color": "#4fa3c7" }) +
          el("stop", { offset: 1, "stop-color": "#174a5f" }),
      ),
    ),
    el("polygon", { points: [...left, ...right].join(" "), fill: "url(#glaze)" }),
    el("ellipse", { cx: 120, cy: 40, rx: 32, ry: 5, fill: "#123b4c" }),
  ].join("");
  return svgDocument(240, 270, title, body);
}

type Point3 = [number, number, number];

export function vaseMeshSvg(title: string): string {
  const tilt = 0.35; // radians, looking slightly down at the vase
  const ring = (index: number): Point3[] => {
    const [h, r] = PROFILE[index] ?? [0, 0];
    return Array.from({ length: SEGMENTS }, (_, s) => {
      const angle = (s / SEGMENTS) * Math.PI * 2;
      return [r * Math.cos(angle), h - 0.5, r * Math.sin(angle)];
    });
  };
  const project = ([x, y, z]: Point3): [number, number, number] => {
    const y2 = y * Math.cos(tilt) - z * Math.sin(tilt);
    const z2 = y * Math.sin(tilt) + z * Math.cos(tilt);
    return [120 + x * 190, 135 - y2 * 190, z2];
  };
  const light: Point3 = [-0.5, 0.5, 0.7];
  const faces: { depth: number; points: string; shade: number }[] = [];
  for (let level = 0; level < PROFILE.length - 1; level++) {
    const lower = ring(level);
    const upper = ring(level + 1);
    for (let s = 0; s < SEGMENTS; s++) {
      const quad = [lower[s], lower[(s + 1) % SEGMENTS], upper[(s + 1) % SEGMENTS], upper[s]] as Point3[];
      const [a, b, , d] = quad as [Point3, Point3, Point3, Point3];
      const u: Point3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
      const v: Point3 = [d[0] - a[0], d[1] - a[1], d[2] - a[2]];
      const normal: Point3 = [
        u[1] * v[2] - u[2] * v[1],
        u[2] * v[0] - u[0] * v[2],
        u[0] * v[1] - u[1] * v[0],
      ];
      const length = Math.hypot(...normal) || 1;
      const lit = (normal[0] * light[0] + normal[1] * light[1] + normal[2] * light[2]) / length;
      const projected = quad.map(project);
      faces.push({
        depth: projected.reduce((sum, p) => sum + p[2], 0) / 4,
        points: projected.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" "),
        shade: Math.max(0.15, Math.abs(lit)),
      });
    }
  }
  faces.sort((first, second) => first.depth - second.depth);
  const polygons = faces
    .map(({ points, shade }) => {
      const channel = (base: number) => Math.round(base * shade);
      return el("polygon", {
        points,
        fill: `rgb(${channel(120)},${channel(200)},${channel(235)})`,
        stroke: "#0d2f3d",
        "stroke-width": 0.4,
      });
    })
    .join("");
  return svgDocument(
    240,
    270,
    title,
    el("rect", { x: 0, y: 0, width: 240, height: 270, fill: "#20232a" }) + polygons,
  );
}
