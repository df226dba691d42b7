import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function sam3dBodySnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
# Run from a clone of https://github.com/facebookresearch/sam-3d-body
import cv2
from notebook.utils import setup_sam_3d_body

estimator = setup_sam_3d_body(${model.id})
image = cv2.cvtColor(cv2.imread("path/to/image.jpg"), cv2.COLOR_BGR2RGB)
outputs = estimator.process_one_image(image)`),
  ];
}

/** SAM 3D Body (library_name "sam-3d-body"): 3D human body meshes from a single image. */
export const sam3dBody: ModelLibraryEntry = {
  prettyLabel: "SAM 3D Body",
  repoName: "SAM 3D Body",
  repoUrl: "https://github.com/facebookresearch/sam-3d-body",
  filter: false,
  countDownloads: { paths: ["model_config.yaml"] },
  snippets: sam3dBodySnippets,
};
