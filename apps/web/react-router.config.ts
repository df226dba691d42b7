import type { Config } from "@react-router/dev/config";

// Server-rendered framework mode: every page is HTML from the server first, then hydrates.
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
