// Vite makes this module when it builds the server (server/index.ts is the server build's entry).
// The web app's type check knows it from React Router's generated types; the root one (the CLI's)
// does not, so an expected error would fail the first check and no comment the second.
// biome-ignore lint/suspicious/noTsIgnore: an error in one of the two type checks only
// @ts-ignore
import * as build from "virtual:react-router/server-build";
import type { ServerBuild } from "react-router";

/** The app's React Router build (routes, entry, assets manifest), bundled with this server. */
export const appBuild: ServerBuild = build;
