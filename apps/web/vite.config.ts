import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  // The server build's entry is the whole production server (server/index.ts), which imports the
  // app's React Router build: the HTTP server, the JSON API, the pages and the workspace packages
  // they use are one bundle, each module once. better-sqlite3 is a native module and stays a
  // runtime import.
  ssr: {
    noExternal: [/^@modelhub\//],
    external: ["better-sqlite3"],
  },
  build: {
    target: "es2022",
    ...(isSsrBuild ? { rollupOptions: { input: "./server/index.ts" } } : {}),
  },
}));
