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

  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <StaticRouter location={url}>
          <App initialProps={props} />
        </StaticRouter>
      </StyleSheetManager>,
    );
    const css = sheet.getStyleTags();
    const { head, body } = splitResourceHints(html);
    return JSON.stringify({ html: body, css, head, status } satisfies RenderOutput);
  } finally {
    // One sheet per render; sealing frees it and guards against reuse.
    sheet.seal();
  }
}

declare global {
  var __tradehubRender: (inputJson: string) => string;
}

globalThis.__tradehubRender = render;
