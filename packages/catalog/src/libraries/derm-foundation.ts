import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function dermFoundationSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
import requests
import tensorflow as tf
from huggingface_hub import from_pretrained_keras

# Encode an example image as a tf.train.Example
IMAGE_URL = "https://storage.googleapis.com/dx-scin-public-data/dataset/images/3445096909671059178.png"
image_bytes = requests.get(IMAGE_URL, stream=True).content
input_tensor = tf.train.Example(
    features=tf.train.Features(
        feature={"image/encoded": tf.train.Feature(bytes_list=tf.train.BytesList(value=[image_bytes]))}
    )
).SerializeToString()

loaded_model = from_pretrained_keras(${model.id})
infer = loaded_model.signatures["serving_default"]
print(infer(inputs=tf.constant([input_tensor])))`),
  ];
}

/** Derm Foundation (library_name "derm-foundation"): dermatology image embeddings. */
export const dermFoundation: ModelLibraryEntry = {
  prettyLabel: "Derm Foundation",
  repoName: "derm-foundation",
  repoUrl: "https://github.com/google-health/derm-foundation",
  filter: false,
  countDownloads: { paths: ["scin_dataset_precomputed_embeddings.npz", "saved_model.pb"] },
  snippets: dermFoundationSnippets,
};
