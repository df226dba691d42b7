import type { ModelRecord } from "../model/model-record";
import { code, py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** Tasks with a worked example; their snippets come first, in this order. */
const TASK_EXAMPLES: Record<string, (preset: string) => string> = {
  CausalLM: (preset) => py`
import keras_hub

# Load the CausalLM model (bfloat16 halves the memory for inference)
causal_lm = keras_hub.models.CausalLM.from_preset(${preset}, dtype="bfloat16")
causal_lm.compile(sampler="greedy")  # optional: choose a sampler

causal_lm.generate("Keras: deep learning for", max_length=64)`,
  TextToImage: (preset) => py`
import keras_hub

# Load the TextToImage model (bfloat16 halves the memory for inference)
text_to_image = keras_hub.models.TextToImage.from_preset(${preset}, dtype="bfloat16")

text_to_image.generate("Astronaut in a jungle")`,
  TextClassifier: (preset) => py`
import keras_hub

text_classifier = keras_hub.models.TextClassifier.from_preset(${preset}, num_classes=2)

# Fine-tune, then classify
text_classifier.fit(x=["Thrilling adventure!", "Total snoozefest."], y=[1, 0])
text_classifier.predict(["Not my cup of tea."])`,
  ImageClassifier: (preset) => py`
import keras
import keras_hub

image_classifier = keras_hub.models.ImageClassifier.from_preset(${preset}, num_classes=2)

# Fine-tune on random images, then classify one
image_classifier.fit(
    x=keras.random.randint((32, 64, 64, 3), 0, 256),
    y=keras.random.randint((32, 1), 0, 2),
)
image_classifier.predict(keras.random.randint((1, 64, 64, 3), 0, 256))`,
};

/** A task name is spliced into code as `keras_hub.models.<Task>`, so it must be a class name. */
const CLASS_NAME = /^[A-Z][A-Za-z0-9]*$/u;

function kerasHubSnippets(model: ModelRecord): LibrarySnippet[] {
  const preset = `hf://${model.id}`;
  const tasks = model.config?.keras_hub?.tasks ?? [];
  const withExample = Object.keys(TASK_EXAMPLES).filter((task) => tasks.includes(task));
  const others = [...new Set(tasks)].filter((task) => !(task in TASK_EXAMPLES) && CLASS_NAME.test(task));
  return [
    ...withExample.map((task) => pythonSnippet(TASK_EXAMPLES[task]!(preset))),
    ...others.map((task) =>
      pythonSnippet(py`
import keras_hub

# Load the model for the ${code(task)} task
task = keras_hub.models.${code(task)}.from_preset(${preset})`),
    ),
    pythonSnippet(py`
import keras_hub

# Create a Backbone model unspecialized for any task
backbone = keras_hub.models.Backbone.from_preset(${preset})`),
  ];
}

/** KerasHub (library_name "keras-hub"): Keras presets; config.json lists the tasks each preset supports. */
export const kerasHub: ModelLibraryEntry = {
  prettyLabel: "KerasHub",
  repoName: "KerasHub",
  repoUrl: "https://github.com/keras-team/keras-hub",
  docsUrl: "https://keras.io/keras_hub/",
  filter: true,
  snippets: kerasHubSnippets,
};
