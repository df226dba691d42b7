import type { ModelRecord } from "../model/model-record";
import { code, py } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

const IMAGE_PROMPT = "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k";
const IMAGE_EDIT_PROMPT = "Turn this cat into a dog";
const VIDEO_PROMPT = "A man with short gray hair plays a red electric guitar.";
const DOCS_IMAGES = "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers";
const CAT_IMAGE = `${DOCS_IMAGES}/cat.png`;
const GUITAR_IMAGE = `${DOCS_IMAGES}/guitar-man.png`;

// The imports of the scripts on the generic pipeline (after `import torch`).
const IMPORT_PIPELINE = "from diffusers import DiffusionPipeline";
const IMPORT_LOAD_IMAGE = `${IMPORT_PIPELINE}\nfrom diffusers.utils import load_image`;
const IMPORT_EXPORT_VIDEO = `${IMPORT_PIPELINE}\nfrom diffusers.utils import export_to_video`;
const IMPORT_IMAGE_TO_VIDEO = `${IMPORT_PIPELINE}\nfrom diffusers.utils import export_to_video, load_image`;

/** Pipeline classes (seen as tags) whose models are inpainting checkpoints. */
const INPAINT_PIPELINES = ["StableDiffusionInpaintPipeline", "StableDiffusionXLInpaintPipeline"];

/** The model a LoRA, ControlNet or textual inversion was trained on, from the card's base_model. */
function baseModelOf(model: ModelRecord): string | undefined {
  return model.cardData?.base_model?.[0];
}

/** The comment above a placeholder base model id, for a card that names none. */
const BASE_MODEL_NOT_FOUND =
  "# Base model is not found: the model card does not name it (base_model). Put its id here.";
const BASE_MODEL_PLACEHOLDER = "<base-model-id>";

/** The line that loads `pipe` from a repository with the generic pipeline class. */
function loadPipeline(repoId: string): string {
  return py`pipe = DiffusionPipeline.from_pretrained(${repoId}, torch_dtype=torch.bfloat16, device_map="cuda")`;
}

/**
 * Loads the base pipeline `pipe` and says where it came from. When the card names no base
 * model, the snippet says so and leaves a visible placeholder to replace.
 */
function loadBasePipeline(model: ModelRecord): string {
  const base = baseModelOf(model);
  return base !== undefined
    ? loadPipeline(base)
    : `${BASE_MODEL_NOT_FOUND}\n${loadPipeline(BASE_MODEL_PLACEHOLDER)}`;
}

/**
 * A script on the generic pipeline: torch and `imports`, the Apple-silicon hint, `load` (the
 * lines that make `pipe`), then `use` (what is done with it) after a blank line, when given.
 */
function pipelineScript(imports: string, load: string, use?: string): string {
  const script = `import torch\n${imports}\n\n# use device_map="mps" on Apple silicon\n${load}`;
  return use === undefined ? script : `${script}\n\n${use}`;
}

/** The example prompt: the author's widget text, else the LoRA's trigger words, else our default. */
function promptOf(model: ModelRecord, fallback: string): string {
  return model.widgetData?.[0]?.text || model.cardData?.instance_prompt || fallback;
}

/** Edits the example cat picture with the prompt. */
function editImage(model: ModelRecord): string {
  return py`
prompt = ${promptOf(model, IMAGE_EDIT_PROMPT)}
input_image = load_image(${CAT_IMAGE})

image = pipe(image=input_image, prompt=prompt).images[0]
image.save("image.png")`;
}

function textToImage(model: ModelRecord): string {
  return pipelineScript(
    IMPORT_PIPELINE,
    loadPipeline(model.id),
    py`
prompt = ${promptOf(model, IMAGE_PROMPT)}
# 5 steps give a quick preview; raise num_inference_steps for a finer image
image = pipe(prompt, num_inference_steps=5).images[0]
image.save("image.png")`,
  );
}

/** A video pipeline's call: it returns frames (`.frames`), not images. */
function videoFromPrompt(model: ModelRecord): string {
  return py`
prompt = ${promptOf(model, VIDEO_PROMPT)}

frames = pipe(prompt=prompt).frames[0]
export_to_video(frames, "output.mp4")`;
}

function textToVideo(model: ModelRecord): string {
  return pipelineScript(IMPORT_EXPORT_VIDEO, loadPipeline(model.id), videoFromPrompt(model));
}

function imageToImage(model: ModelRecord): string {
  return pipelineScript(IMPORT_LOAD_IMAGE, loadPipeline(model.id), editImage(model));
}

function imageToVideo(model: ModelRecord): string {
  return pipelineScript(
    IMPORT_IMAGE_TO_VIDEO,
    loadPipeline(model.id),
    py`
prompt = ${promptOf(model, VIDEO_PROMPT)}
image = load_image(${GUITAR_IMAGE})

frames = pipe(image=image, prompt=prompt).frames[0]
export_to_video(frames, "output.mp4")`,
  );
}

function controlNet(model: ModelRecord): string {
  const base = baseModelOf(model);
  const lowered = base?.toLowerCase() ?? "";
  // The ControlNet classes depend on the family of the base model.
  const [modelClass, pipelineClass] = lowered.includes("flux")
    ? ["FluxControlNetModel", "FluxControlNetPipeline"]
    : /stable-diffusion-3|\bsd3/u.test(lowered)
      ? ["SD3ControlNetModel", "StableDiffusion3ControlNetPipeline"]
      : lowered.includes("xl")
        ? ["ControlNetModel", "StableDiffusionXLControlNetPipeline"]
        : ["ControlNetModel", "StableDiffusionControlNetPipeline"];
  return py`
import torch
from diffusers import ${code(modelClass)}, ${code(pipelineClass)}

controlnet = ${code(modelClass)}.from_pretrained(${model.id}, torch_dtype=torch.bfloat16)
${code(base === undefined ? `${BASE_MODEL_NOT_FOUND}\n` : "")}pipe = ${code(pipelineClass)}.from_pretrained(
    ${base ?? BASE_MODEL_PLACEHOLDER}, controlnet=controlnet, torch_dtype=torch.bfloat16, device_map="cuda"
)`;
}

function lora(model: ModelRecord): string {
  const load = py`
${code(loadBasePipeline(model))}
pipe.load_lora_weights(${model.id})`;
  switch (model.pipeline_tag) {
    case "image-to-image":
      return pipelineScript(IMPORT_LOAD_IMAGE, load, editImage(model));
    case "image-to-video":
      return pipelineScript(
        IMPORT_IMAGE_TO_VIDEO,
        load,
        py`
prompt = ${promptOf(model, VIDEO_PROMPT)}
input_image = load_image(${GUITAR_IMAGE})

frames = pipe(image=input_image, prompt=prompt).frames[0]
export_to_video(frames, "output.mp4")`,
      );
    case "text-to-video":
      return pipelineScript(IMPORT_EXPORT_VIDEO, load, videoFromPrompt(model));
    default:
      return pipelineScript(
        IMPORT_PIPELINE,
        load,
        py`
prompt = ${promptOf(model, IMAGE_PROMPT)}
image = pipe(prompt).images[0]
image.save("image.png")`,
      );
  }
}

function textualInversion(model: ModelRecord): string {
  return pipelineScript(
    IMPORT_PIPELINE,
    py`
${code(loadBasePipeline(model))}
pipe.load_textual_inversion(${model.id})`,
  );
}

function fluxFill(model: ModelRecord): string {
  return py`
import torch
from diffusers import FluxFillPipeline
from diffusers.utils import load_image

image = load_image("https://huggingface.co/datasets/diffusers/diffusers-images-docs/resolve/main/cup.png")
mask = load_image("https://huggingface.co/datasets/diffusers/diffusers-images-docs/resolve/main/cup_mask.png")

# use device_map="mps" on Apple silicon
pipe = FluxFillPipeline.from_pretrained(${model.id}, torch_dtype=torch.bfloat16, device_map="cuda")
image = pipe(
    prompt="a white paper cup",
    image=image,
    mask_image=mask,
    height=1632,
    width=1232,
    guidance_scale=30,
    num_inference_steps=50,
    max_sequence_length=512,
    generator=torch.Generator("cpu").manual_seed(0),
).images[0]
image.save("flux-fill.png")`;
}

function inpainting(model: ModelRecord): string {
  return py`
import torch
from diffusers import AutoPipelineForInpainting
from diffusers.utils import load_image

# use device_map="mps" on Apple silicon
pipe = AutoPipelineForInpainting.from_pretrained(
    ${model.id}, torch_dtype=torch.float16, variant="fp16", device_map="cuda"
)

examples = "https://raw.githubusercontent.com/CompVis/latent-diffusion/main/data/inpainting_examples"
image = load_image(f"{examples}/overture-creations-5sI6fQgYIuo.png").resize((1024, 1024))
mask_image = load_image(f"{examples}/overture-creations-5sI6fQgYIuo_mask.png").resize((1024, 1024))

image = pipe(
    prompt="a tiger sitting on a park bench",
    image=image,
    mask_image=mask_image,
    guidance_scale=8.0,
    num_inference_steps=20,  # 15 to 30 steps work well
    strength=0.99,  # keep strength below 1.0
    generator=torch.Generator(device="cuda").manual_seed(0),
).images[0]
image.save("inpainted.png")`;
}

/** The example for the kind of model its tags and pipeline tag describe, most specific first. */
function diffusersExample(model: ModelRecord): string {
  const { tags } = model;
  const className = model.config?.diffusers?._class_name;
  if (INPAINT_PIPELINES.some((name) => tags.includes(name) || className === name)) return inpainting(model);
  if (tags.includes("controlnet")) return controlNet(model);
  if (tags.includes("lora")) return lora(model);
  if (tags.includes("textual_inversion")) return textualInversion(model);
  if (tags.includes("FluxFillPipeline") || className === "FluxFillPipeline") return fluxFill(model);
  if (model.pipeline_tag === "image-to-video") return imageToVideo(model);
  if (model.pipeline_tag === "image-to-image") return imageToImage(model);
  if (model.pipeline_tag === "text-to-video") return textToVideo(model);
  return textToImage(model);
}

function diffusersSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    shellSnippet("pip install -U diffusers transformers accelerate", "Install"),
    pythonSnippet(diffusersExample(model)),
  ];
}

/** Diffusers (library_name "diffusers"): image, video and audio diffusion pipelines. */
export const diffusers: ModelLibraryEntry = {
  prettyLabel: "Diffusers",
  repoName: "🤗/diffusers",
  repoUrl: "https://github.com/huggingface/diffusers",
  docsUrl: "https://huggingface.co/docs/hub/diffusers",
  filter: true,
  snippets: diffusersSnippets,
};
