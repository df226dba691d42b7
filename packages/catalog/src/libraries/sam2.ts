import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function sam2Snippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(
      py`
import numpy as np
import torch
from PIL import Image
from sam2.sam2_image_predictor import SAM2ImagePredictor

predictor = SAM2ImagePredictor.from_pretrained(${model.id})
image = np.array(Image.open("image.jpg").convert("RGB"))

with torch.inference_mode(), torch.autocast("cuda", dtype=torch.bfloat16):
    predictor.set_image(image)
    # Prompt with one foreground point (x, y)
    masks, scores, logits = predictor.predict(point_coords=np.array([[500, 375]]), point_labels=np.array([1]))`,
      "Segment images",
    ),
    pythonSnippet(
      py`
import numpy as np
import torch
from sam2.sam2_video_predictor import SAM2VideoPredictor

predictor = SAM2VideoPredictor.from_pretrained(${model.id})

with torch.inference_mode(), torch.autocast("cuda", dtype=torch.bfloat16):
    state = predictor.init_state("video.mp4")

    # Prompt one object on the first frame; its mask comes back for that frame at once
    frame_idx, object_ids, masks = predictor.add_new_points_or_box(
        state, frame_idx=0, obj_id=1, points=np.array([[210, 350]]), labels=np.array([1])
    )

    # Propagate the prompt through the video to get the object's masks on every frame
    for frame_idx, object_ids, masks in predictor.propagate_in_video(state):
        ...`,
      "Segment and track objects in videos",
    ),
  ];
}

/** SAM 2 (library_name "sam2"): Segment Anything for images and videos. */
export const sam2: ModelLibraryEntry = {
  prettyLabel: "sam2",
  repoName: "sam2",
  repoUrl: "https://github.com/facebookresearch/segment-anything-2",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  snippets: sam2Snippets,
};
