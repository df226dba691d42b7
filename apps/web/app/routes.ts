import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Static segments outrank dynamic ones, so /models, /datasets, /spaces and /tasks never reach the model route.
export default [
  index("routes/home.tsx"),
  route("models", "routes/models.tsx"),
  route("datasets", "routes/datasets.tsx"),
  route("datasets/:owner/:name", "routes/dataset.tsx"),
  route("datasets/:owner/:name/resolve/:revision/README.md", "routes/repo-readme.ts", {
    id: "routes/dataset-readme",
  }),
  // Legacy canonical datasets have a bare id too (e.g. "glue"), as models do below.
  route("datasets/:name", "routes/dataset.tsx", { id: "routes/legacy-dataset" }),
  route("spaces", "routes/spaces.tsx"),
  route("spaces/:owner/:name", "routes/space.tsx"),
  route("tasks", "routes/tasks.tsx"),
  route("tasks/:id", "routes/task.tsx"),
  route("task-assets/:file", "routes/task-asset.ts"),
  route("api/*", "routes/api.ts"),
  route(":owner/:name", "routes/model.tsx"),
  route(":owner/:name/resolve/:revision/README.md", "routes/repo-readme.ts"),
  // Legacy canonical models have a bare id (e.g. "gpt2"); a name the store does not have is a 404.
  route(":name", "routes/model.tsx", { id: "routes/legacy-model" }),
  route(":name/resolve/:revision/README.md", "routes/repo-readme.ts", { id: "routes/legacy-model-readme" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
