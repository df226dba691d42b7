import type { ModelRecord } from "../model/model-record";
import { code, py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

// Every snippet says why: the point of the library is skipping the Core ML conversion.
const HEADER = code(`# Runs on the Apple Neural Engine directly, without converting to Core ML.`);

/** ANEForge has one loader per model family; the pipeline tag (or a clip/resnet tag) picks it. */
function aneforgeSnippets(model: ModelRecord): LibrarySnippet[] {
  const task = model.pipeline_tag;
  if (task === "text-generation") {
    return [
      pythonSnippet(py`
${HEADER}
import aneforge as af
from transformers import AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained(${model.id})
llm = af.load_llm(${model.id})  # prefill and decoding with the KV cache kept on the ANE

ids = tokenizer.encode("The Neural Engine is")
print(tokenizer.decode(llm.generate(ids, max_new_tokens=20)))`),
    ];
  }
  if (task === "zero-shot-image-classification" || model.tags.includes("clip")) {
    return [
      pythonSnippet(py`
${HEADER}
import aneforge as af
from PIL import Image

clip = af.load_clip(${model.id})
image = Image.open("photo.jpg")
# Zero-shot: one (label, probability) pair per candidate label
labels = clip.classify(image, ["a photo of a cat", "a photo of a dog"])`),
    ];
  }
  if (model.tags.includes("resnet")) {
    return [
      pythonSnippet(py`
${HEADER}
import aneforge as af
import numpy as np

resnet = af.load_resnet(${model.id})  # folds BatchNorm into the convolutions at load time
# A preprocessed batch: [1, 3, 224, 224] float32, normalised like the model's training images
pixels = np.zeros((1, 3, 224, 224), dtype=np.float32)
logits = resnet(pixels)  # [1, 1000]`),
    ];
  }
  if (task === "image-classification") {
    return [
      pythonSnippet(py`
${HEADER}
import aneforge as af
from PIL import Image

vit = af.load_vit(${model.id})
labels = vit.classify(Image.open("photo.jpg"))  # the top (label, logit) pairs`),
    ];
  }
  if (task === "automatic-speech-recognition") {
    return [
      pythonSnippet(py`
${HEADER}
import aneforge as af
import soundfile as sf

whisper = af.load_whisper(${model.id})
audio, sample_rate = sf.read("speech.wav", dtype="float32")  # 16 kHz mono
print(whisper.transcribe(audio))`),
    ];
  }
  // Anything else is an encoder: ANEForge wraps it behind the sentence-transformers interface.
  return [
    pythonSnippet(py`
${HEADER}
from aneforge.sentence_transformers import SentenceTransformer

model = SentenceTransformer(${model.id})
embeddings = model.encode(["Hello from the Neural Engine"], normalize_embeddings=True)`),
  ];
}

/** ANEForge (library_name "aneforge"): runs language, vision, speech and embedding models on the Apple Neural Engine. */
export const aneforge: ModelLibraryEntry = {
  prettyLabel: "ANEForge",
  repoName: "ANEForge",
  repoUrl: "https://github.com/sbryngelson/ANEForge",
  docsUrl: "https://aneforge.readthedocs.io",
  filter: false,
  snippets: aneforgeSnippets,
};
