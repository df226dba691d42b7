// The script each worker process of a server with several (`modelhub serve --workers N`) runs:
// the TypeScript sources through tsx, as bin/modelhub.js does (decision 002).
const { register } = await import("tsx/esm/api");
register();
await import("./serve-worker.ts");
