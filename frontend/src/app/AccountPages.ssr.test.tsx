import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { App } from "@/app/App";
import { loadPage } from "@/app/page-registry";
import { buyer } from "@/testing/profile";
import { splitResourceHints } from "@/lib/resource-hints";
import { site } from "@/testing/fixtures";
import { expectCleanHydration } from "@/testing/hydration";
import type { PageName, PageProps } from "@/types/api";

// The account pages are server-rendered and hydrated: the markup must carry the page's
// one h1 and hydrate without a mismatch (tabs, generated ids, dates).

function props(page: PageName, data: unknown, user: PageProps["site"]["user"] = null): PageProps {
  return { page, status: 200, meta: { title: "Tradehub", description: "", canonical: "http://localhost/", noindex: false }, site: { ...site, user }, data: data as PageProps["data"] };
}

const cases: [string, PageProps, string][] = [
  ["/login", props("login", { redirect: "/products" }), "Welcome Back User"],
  ["/userRegister", props("user-register", null), "Create your account"],
  ["/supplierRegister", props("supplier-register", null), "Register your business"],
  ["/profile", props("profile", { user: buyer }, { id: "u1", name: "Asha Rao" }), "My Account"],
];

describe.each(cases)("%s", (url, pageProps, heading) => {
  // Account pages are lazy chunks; the entry loads a page's chunk before hydrating.
  beforeAll(() => loadPage(pageProps.page));

  const tree = (
    <MemoryRouter initialEntries={[url]}>
      <App initialProps={pageProps} />
    </MemoryRouter>
  );

  it("server-renders its heading as the only h1", () => {
    const { body } = splitResourceHints(renderToString(tree));
    const h1s = body.match(/<h1\b[^>]*>.*?<\/h1>/g) ?? [];
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toContain(heading);
  });

  it("hydrates without mismatches", async () => {
    await expectCleanHydration(tree, splitResourceHints(renderToString(tree)).body);
  });
});
