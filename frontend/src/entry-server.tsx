import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { ServerStyleSheet, StyleSheetManager } from "styled-components";
import { App } from "@/app/App";
import { splitResourceHints } from "@/lib/resource-hints";
import type { PageProps } from "@/types/api";

// Server bundle for the QuickJS engine of `ssr-bundle` (IIFE, no Node APIs, no DOM).
// The Rust side calls globalThis.__tradehubRender(inputJson) once per page and gets a
// JSON string back: { html, css, head, status }.
// build.mjs maps "react-dom/server" to the legacy browser build (renderToString only).

type RenderInput = { url: string; props: PageProps };
type RenderOutput = { html: string; css: string; head: string; status: number };

function render(inputJson: string): string {
  const { url, props } = JSON.parse(inputJson) as RenderInput;
  const status = props.status ?? 200;

  // Admin and vendor areas are client-only; their shell document has an empty root.
  if (props.page === "shell") {
    return JSON.stringify({ html: "", css: "", head: "", status } satisfies RenderOutput);
  }
  const { html, css } = renderWithStyles(url, props);
  const { head, body } = splitResourceHints(html);
  return JSON.stringify({ html: body, css, head, status } satisfies RenderOutput);
}

function renderWithStyles(url: string, props: PageProps, styleTags = true): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <StaticRouter location={url}>
          <App initialProps={props} />
        </StaticRouter>
      </StyleSheetManager>,
    );
    return { html, css: styleTags ? sheet.getStyleTags() : "" };
  } finally {
    // One sheet per render; sealing frees it and guards against reuse.
    sheet.seal();
  }
}

/**
 * Milliseconds per render spent in each phase of `render`, each phase run `runs` times in
 * its own loop (the engine's clock ticks in whole milliseconds). For the profile example
 * of `ssr-bundle`; the server never calls it.
 */
function profile(inputJson: string, runs: number): string {
  const time = (work: () => unknown) => {
    const started = Date.now();
    for (let i = 0; i < runs; i++) work();
    return (Date.now() - started) / runs;
  };
  const { url, props } = JSON.parse(inputJson) as RenderInput;
  const { html, css } = renderWithStyles(url, props);
  const output = { ...splitResourceHints(html), css, status: 200 };
  const parse = time(() => JSON.parse(inputJson));
  const withStyles = time(() => renderWithStyles(url, props));
  const withoutTags = time(() => renderWithStyles(url, props, false));
  const total = time(() => render(inputJson));
  return JSON.stringify({
    parseProps: parse,
    renderToString: withoutTags,
    styleTags: withStyles - withoutTags,
    splitHints: time(() => splitResourceHints(html)),
    stringifyOutput: time(() => JSON.stringify(output)),
    total,
    htmlBytes: html.length,
    cssBytes: css.length,
  });
}

declare global {
  var __tradehubRender: (inputJson: string) => string;
  var __tradehubProfile: (inputJson: string, runs: number) => string;
}

globalThis.__tradehubRender = render;
globalThis.__tradehubProfile = profile;
