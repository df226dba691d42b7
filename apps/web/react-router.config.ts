import type { Config } from "@react-router/dev/config";

// Server-rendered framework mode: every page is HTML from the server first, then hydrates.
export default {
  appDirectory: "app",
  // MODELHUB_BUILD_DIR lets the browser tests build into their own folder beside a served build.
  buildDirectory: process.env.MODELHUB_BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
