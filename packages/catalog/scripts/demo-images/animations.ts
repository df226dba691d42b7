// Animated versions of the scene for the video demos. SVG's own animation elements (SMIL) play in
// an <img> tag in every current browser, so a short looping "video" needs no video file.
import { DAY, type Palette, SCENE_HEIGHT, SCENE_WIDTH, sceneBody, WINTER_EVENING } from "./scene";
import { el, svgDocument } from "./svg";

const LOOP = { dur: "4s", repeatCount: "indefinite" };

function animateInto(body: string, className: string, animation: string): string {
  const selfClosing = new RegExp(`<(\\w+)([^>]*class="${className}")/>`, "g");
  const open = new RegExp(`(<(\\w+)[^>]*class="${className}"[^/>]*>)`, "g");
  const replaced = body.replace(
    selfClosing,
    (_, name: string, attrs: string) => `<${name}${attrs}>${animation}</${name}>`,
  );
  return replaced === body ? body.replace(open, (tag: string) => `${tag}${animation}`) : replaced;
}

/** The cat swishes its tail while the cloud drifts across the sky. */
export function tailAndCloudSvg(title: string): string {
  let body = sceneBody(DAY);
  body = animateInto(
    body,
    "cloud",
    el("animateTransform", {
      attributeName: "transform",
      type: "translate",
      values: "0,0; 70,0; 0,0",
      ...LOOP,
    }),
  );
  body = animateInto(
    body,
    "tail",
    el("animateTransform", {
      attributeName: "transform",
      type: "rotate",
      values: "0 112 210; 14 112 210; -8 112 210; 0 112 210",
      ...LOOP,
    }),
  );
  return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, title, body);
}

function colourAnimation(from: string, to: string): string {
  return el("animate", { attributeName: "fill", values: `${from}; ${to}; ${to}; ${from}`, ...LOOP });
}

/** Dusk falls: the sky darkens, the sun sets and the windows light up. */
export function nightfallSvg(title: string, night: Palette = WINTER_EVENING): string {
  let body = sceneBody(DAY);
  body = animateInto(body, "sky", colourAnimation(DAY.sky, night.sky));
  body = animateInto(body, "window", colourAnimation(DAY.window, night.window));
  body = animateInto(
    body,
    "sun",
    el("animate", { attributeName: "cy", values: "40; 170; 170; 40", ...LOOP }),
  );
  return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, title, body);
}
