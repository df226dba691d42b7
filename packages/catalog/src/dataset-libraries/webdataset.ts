import { py } from "../libraries/shared/code-template";
import { pythonSnippet } from "../libraries/shared/snippet";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

/** WebDataset: streams the dataset's .tar shards. */
export const webdataset: DatasetLibraryEntry = {
  prettyLabel: "WebDataset",
  repoName: "webdataset",
  repoUrl: "https://github.com/webdataset/webdataset",
  docsUrl: "https://huggingface.co/docs/hub/datasets-webdataset",
  snippets: (dataset: DatasetSnippetInput) => [
    pythonSnippet(py`
import webdataset as wds
from huggingface_hub import HfFileSystem, get_token, hf_hub_url

# List the .tar shards, then stream them with an authenticated curl
fs = HfFileSystem()
shards = [fs.resolve_path(path) for path in fs.glob(${`hf://datasets/${dataset.id}/**/*.tar`})]
urls = [hf_hub_url(shard.repo_id, shard.path_in_repo, repo_type="dataset") for shard in shards]
urls = f"pipe: curl -s -L -H 'Authorization:Bearer {get_token()}' {'::'.join(urls)}"

ds = wds.WebDataset(urls).decode()`),
  ],
};
