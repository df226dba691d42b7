import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function cxrFoundationSnippets(): LibrarySnippet[] {
  return [
    shellSnippet("pip install git+https://github.com/Google-Health/cxr-foundation.git#subdirectory=python"),
    pythonSnippet(`import requests
from PIL import Image
from clientside.clients import make_hugging_face_client

# A chest X-ray (Stillwaterising, CC0, via Wikimedia Commons), as grayscale
image_url = "https://upload.wikimedia.org/wikipedia/commons/c/c8/Chest_Xray_PA_3-8-2010.png"
response = requests.get(image_url, headers={"User-Agent": "Demo"}, stream=True)
img = Image.open(response.raw).convert("L")

cxr_client = make_hugging_face_client("cxr_model")
print(cxr_client.get_image_embeddings_from_images([img]))`),
  ];
}

/** CXR Foundation (library_name "cxr-foundation"): chest X-ray embeddings. */
export const cxrFoundation: ModelLibraryEntry = {
  prettyLabel: "CXR Foundation",
  repoName: "cxr-foundation",
  repoUrl: "https://github.com/google-health/cxr-foundation",
  filter: false,
  countDownloads: { paths: ["precomputed_embeddings/embeddings.npz", "pax-elixr-b-text/saved_model.pb"] },
  snippets: cxrFoundationSnippets,
};
