// A person waving, drawn from a skeleton of body keypoints, so the keypoint-detection output's
// dots sit exactly on the joints of the input drawing.
import { el, svgDocument } from "./svg";

/** Keypoints in the COCO order used by most pose models (ears left out: the face is drawn front-on). */
export const KEYPOINTS = {
  nose: [160, 58],
  leftEye: [167, 51],
  rightEye: [153, 51],
  leftShoulder: [186, 86],
  rightShoulder: [134, 86],
  leftElbow: [212, 60],
  rightElbow: [118, 126],
  leftWrist: [222, 28],
  rightWrist: [112, 164],
  leftHip: [176, 166],
  rightHip: [144, 166],
  leftKnee: [184, 214],
  rightKnee: [138, 214],
  leftAnkle: [190, 262],
  rightAnkle: [132, 262],
} as const satisfies Record<string, readonly [number, number]>;

type Joint = keyof typeof KEYPOINTS;

const BONES: [Joint, Joint][] = [
  ["leftShoulder", "rightShoulder"],
  ["leftShoulder", "leftElbow"],
  ["leftElbow", "leftWrist"],
  ["rightShoulder", "rightElbow"],
  ["rightElbow", "rightWrist"],
  ["leftShoulder", "leftHip"],
  ["rightShoulder", "rightHip"],
  ["leftHip", "rightHip"],
  ["leftHip", "leftKnee"],
  ["leftKnee", "leftAnkle"],
  ["rightHip", "rightKnee"],
  ["rightKnee", "rightAnkle"],
];

function limb(from: Joint, to: Joint, colour: string, width: number): string {
  const [x1, y1] = KEYPOINTS[from];
  const [x2, y2] = KEYPOINTS[to];
  return el("line", { x1, y1, x2, y2, stroke: colour, "stroke-width": width, "stroke-linecap": "round" });
}

function personBody(): string {
  const skin = "#e0ac85";
  const shirt = "#2f7fc1";
  const trousers = "#3b3b58";
  return [
    el("rect", { x: 0, y: 0, width: 320, height: 290, fill: "#f3efe6" }),
    el("rect", { x: 0, y: 250, width: 320, height: 40, fill: "#d8cfbf" }),
    limb("leftHip", "leftKnee", trousers, 18),
    limb("leftKnee", "leftAnkle", trousers, 16),
    limb("rightHip", "rightKnee", trousers, 18),
    limb("rightKnee", "rightAnkle", trousers, 16),
    el("polygon", { points: "134,80 186,80 180,172 140,172", fill: shirt }),
    limb("leftShoulder", "leftElbow", shirt, 15),
    limb("leftElbow", "leftWrist", skin, 12),
    limb("rightShoulder", "rightElbow", shirt, 15),
    limb("rightElbow", "rightWrist", skin, 12),
    el("rect", { x: 153, y: 70, width: 14, height: 14, fill: skin }),
    el("circle", { cx: 160, cy: 54, r: 20, fill: skin }),
    el("path", { d: "M140,50 q2,-24 20,-24 q18,0 20,24 q-8,-12 -20,-12 q-12,0 -20,12 z", fill: "#4a2f1d" }),
    el("circle", { cx: KEYPOINTS.leftEye[0], cy: KEYPOINTS.leftEye[1], r: 2, fill: "#222222" }),
    el("circle", { cx: KEYPOINTS.rightEye[0], cy: KEYPOINTS.rightEye[1], r: 2, fill: "#222222" }),
    el("path", { d: "M153,64 q7,5 14,0", stroke: "#8a4b3a", "stroke-width": 1.5, fill: "none" }),
  ].join("");
}

/** The person alone (the input). */
export function personSvg(title: string): string {
  return svgDocument(320, 290, title, personBody());
}

/** The person with the detected skeleton drawn on top (the output). */
export function personKeypointsSvg(title: string): string {
  const bones = BONES.map(([from, to]) => limb(from, to, "#ffeb3b", 2.5)).join("");
  const dots = Object.values(KEYPOINTS)
    .map(([cx, cy]) =>
      el("circle", { cx, cy, r: 4, fill: "#e53935", stroke: "#ffffff", "stroke-width": 1.5 }),
    )
    .join("");
  return svgDocument(320, 290, title, personBody() + el("g", { opacity: 0.95 }, bones + dots));
}
