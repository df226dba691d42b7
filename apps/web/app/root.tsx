import { type ReactNode, useRef } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/ErrorPage";
import { NavigationProgress } from "./components/NavigationProgress";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { useFocusAfterNavigation } from "./components/useFocusAfterNavigation";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The HTML document around every page, including error pages. */
export function Layout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main, "pathname");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <Meta />
        <Links />
        {/* Without JavaScript, tabs cannot switch and copy buttons cannot copy: every panel
            shows, one after another under its own title (a panel may carry a heading for it),
            and the buttons go. */}
        <noscript>
          <style>
            {".tabs__list,.copy-button{display:none}.tabs__panel[hidden],.tabs__panel-title{display:block}"}
          </style>
        </noscript>
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <NavigationProgress />
        <SiteHeader />
        <main id="main" tabIndex={-1} ref={main}>
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
