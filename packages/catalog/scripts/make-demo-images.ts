// Writes the SVG demo images of the task pages into assets/tasks/ (drawn from code, see
// demo-images/). Usage: `npx tsx packages/catalog/scripts/make-demo-images.ts`; add `--check` to
// exit 1 when a committed file differs from what this script makes.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { nightfallSvg, tailAndCloudSvg } from "./demo-images/animations";
import { invoiceSvg } from "./demo-images/invoice";
import { personKeypointsSvg, personSvg } from "./demo-images/person";
import { catPortraitSvg } from "./demo-images/portrait";
import {
  depthSvg,
  detectionsOverlay,
  GREYSCALE,
  masksOverlay,
  sceneSvg,
  segmentsSvg,
  WINTER_EVENING,
} from "./demo-images/scene";
import { vaseMeshSvg, vasePictureSvg } from "./demo-images/vase";

export const ASSETS_DIR = fileURLToPath(new URL("../assets/tasks/", import.meta.url));

const SCENE = "A grey cat sitting on a lawn, with a tree and a small house under a sunny sky";

/** Every generated image: file name -> SVG text. */
export function demoImages(): Record<string, string> {
  return {
    "any-to-any-input.svg": sceneSvg(SCENE),
    "depth-estimation-input.svg": sceneSvg(SCENE),
    "depth-estimation-output.svg": depthSvg(
      "Depth map of the scene: the cat is brightest (nearest), the sky black",
    ),
    "document-question-answering-input.svg": invoiceSvg("An invoice from Millstone Bakery Supplies"),
    "image-classification-input.svg": catPortraitSvg("Close-up of a grey tabby cat's face"),
    "image-feature-extraction-input.svg": sceneSvg(SCENE),
    "image-segmentation-input.svg": sceneSvg(SCENE),
    "image-segmentation-output.svg": segmentsSvg(
      "Segmentation of the scene: sky, sun, cloud, grass, house, tree, cat",
    ),
    "image-text-to-image-input.svg": sceneSvg(SCENE),
    "image-text-to-image-output.svg": sceneSvg("The same scene on a snowy winter evening", WINTER_EVENING),
    "image-text-to-text-input.svg": sceneSvg(SCENE),
    "image-text-to-video-input.svg": sceneSvg(SCENE),
    "image-text-to-video-output.svg": nightfallSvg(
      "Animation: the sun sets, the sky darkens, the windows light up",
    ),
    "image-to-3d-input.svg": vasePictureSvg("Photo of a blue glazed vase on a white background"),
    "image-to-3d-output.svg": vaseMeshSvg("Shaded low-poly 3D mesh of the vase"),
    "image-to-image-input.svg": sceneSvg("Black-and-white picture of a cat, a tree and a house", GREYSCALE),
    "image-to-image-output.svg": sceneSvg("The same picture, colourised"),
    "image-to-text-input.svg": sceneSvg(SCENE),
    "image-to-video-input.svg": sceneSvg(SCENE),
    "image-to-video-output.svg": tailAndCloudSvg("Animation: the cat swishes its tail as a cloud drifts by"),
    "keypoint-detection-input.svg": personSvg("A person standing and waving with the left hand raised"),
    "keypoint-detection-output.svg": personKeypointsSvg(
      "The person with 15 detected body keypoints joined as a skeleton",
    ),
    "mask-generation-input.svg": sceneSvg(SCENE),
    "mask-generation-output.svg": sceneSvg(
      "The scene with one coloured mask per object",
      undefined,
      masksOverlay(["cat", "tree", "house", "sun", "cloud"]),
    ),
    "object-detection-input.svg": sceneSvg(SCENE),
    "object-detection-output.svg": sceneSvg(
      "The scene with labelled boxes around the cat, the house and the tree",
      undefined,
      detectionsOverlay([
        { label: "cat", score: 0.98 },
        { label: "house", score: 0.91 },
        { label: "tree", score: 0.86 },
      ]),
    ),
  };
}

function main(args: string[]): number {
  const check = args.includes("--check");
  let stale = 0;
  for (const [name, svg] of Object.entries(demoImages())) {
    const path = join(ASSETS_DIR, name);
    if (check) {
      if (!existsSync(path) || readFileSync(path, "utf8") !== svg) {
        process.stderr.write(`${name} is out of date\n`);
        stale++;
      }
    } else {
      writeFileSync(path, svg);
    }
  }
  return stale === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
