import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

// A repository is a registry of many vehicle models: the snippet searches it, then loads one by id.
function routeePowertrainSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
# pip install routee.powertrain
import pandas as pd
import routee.powertrain as pt
from routee.powertrain.registry import HFRegistry

registry = HFRegistry(repo_id=${model.id})

# Find vehicles by make, model, year, powertrain type, features...
print(pt.query_available_models(make="tesla", model="model 3", registry=registry))

# Load one by its id, "<make>/<vehicle>/<year>/<configuration>"
vehicle = pt.load_model("tesla/model_3_bev/2022/rf_c3326385", registry=registry)

# Energy used on each road link
links = pd.DataFrame({
    "distance": [0.1, 0.2],  # miles
    "speed_mph": [30, 55],
    "grade_percent": [-2.0, 1.0],
})
print(vehicle.predict(links))`),
  ];
}

/** RouteE-Powertrain (library_name "routee-powertrain"): vehicle energy consumption models for road links. */
export const routeePowertrain: ModelLibraryEntry = {
  prettyLabel: "RouteE-Powertrain",
  repoName: "RouteE-Powertrain",
  repoUrl: "https://github.com/NatLabRockies/routee-powertrain",
  docsUrl: "https://natlabrockies.github.io/routee-powertrain/",
  filter: false,
  countDownloads: { extensions: ["onnx", "joblib"] },
  snippets: routeePowertrainSnippets,
};
