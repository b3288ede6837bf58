import { fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { splitResourceHints } from "@/lib/resource-hints";
import { homeProps, notFoundProps } from "@/testing/fixtures";
import { expectCleanHydration } from "@/testing/hydration";
import { App } from "./App";
import { loadPage } from "./page-registry";

// The whole public tree: server markup hydrates without a mismatch, and client-side
// navigation swaps pages with the props fetched from /_data.

// Pages are lazily loaded chunks in the browser; the entry loads one before hydrating,
// so the tests do the same.
beforeAll(() => loadPage("home"));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("App", () => {
  it("server-renders the first banner headline as the only h1", () => {
    const { body } = splitResourceHints(
      renderToString(
        <MemoryRouter>
          <App initialProps={homeProps} />
        </MemoryRouter>,
      ),
    );
    const h1s = body.match(/<h1\b[^>]*>.*?<\/h1>/g) ?? [];
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toContain("Connecting Farms to the World");
    expect(body).toContain("Reliable Logistics");
  });

  it("hydrates the server markup without mismatches", async () => {
    const tree = (
      <MemoryRouter>
        <App initialProps={homeProps} />
      </MemoryRouter>
    );
    await expectCleanHydration(tree, splitResourceHints(renderToString(tree)).body);
  });

  it("fetches /_data for a client navigation and renders the new page", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify(notFoundProps), {
          status: 404,
          headers: { "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);

    render(
      <MemoryRouter>
        <App initialProps={homeProps} />
      </MemoryRouter>,
    );
    const quickLinks = within(screen.getByRole("navigation", { name: "Quick Links" }));
    fireEvent.click(quickLinks.getByRole("link", { name: "About" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith("/_data/about", expect.objectContaining({ headers: { Accept: "application/json" } }));
    expect(document.title).toBe(notFoundProps.meta.title);
  });
});
