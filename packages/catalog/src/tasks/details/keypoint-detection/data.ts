import type { TaskPageData } from "../types";

/** Page data of the `keypoint-detection` task (the about text comes from `about.md`). */
export const keypointDetection: TaskPageData = {
  summary:
    "Keypoint detection finds specific, meaningful points in an image, such as the joints of a body for pose estimation, the corners of a face, or distinctive spots used to match two photos.",
  demo: {
    inputs: [
      {
        type: "img",
        file: "keypoint-detection-input.svg",
        alt: "A person standing and waving with the left hand raised",
      },
    ],
    outputs: [
      {
        type: "img",
        file: "keypoint-detection-output.svg",
        alt: "The same person with 15 body keypoints (eyes, nose, shoulders, elbows, wrists, hips, knees, ankles) joined as a skeleton",
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "magic-leap-community/superpoint",
      description: "Finds distinctive interest points and their descriptors.",
    },
    {
      id: "magic-leap-community/superglue_outdoor",
      description: "Matches keypoints between two outdoor photos.",
    },
    { id: "qualcomm/RTMPose-Body2d", description: "Real-time human pose estimation, optimised for phones." },
    { id: "ETH-CVG/lightglue_disk", description: "Fast, accurate keypoint matching with DISK features." },
  ],
  datasets: [
    {
      id: "Vincent-luo/hagrid-mediapipe-hands",
      description: "Over half a million hand images with keypoints.",
    },
  ],
  spaces: [
    {
      id: "datasciencedojo/Hand-Keypoint-Detection-Realtime",
      description: "Track hand keypoints live from a webcam.",
    },
    { id: "ETH-CVG/LightGlue", description: "Detect and match keypoints between two images." },
  ],
  widgetModels: [],
};
