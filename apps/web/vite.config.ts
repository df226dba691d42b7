import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // Workspace packages are TypeScript sources (docs/decisions/002): the server build bundles them.
  // better-sqlite3 is a native module and stays a runtime import.
  ssr: {
    noExternal: [/^@modelhub\//],
    external: ["better-sqlite3"],
  },
  build: { target: "es2022" },
});
