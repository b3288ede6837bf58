import { absolutize, applyHead } from "./head";

// After client navigation the head must describe the new page, not the first one.

function serverHead() {
  document.head.innerHTML = [
    "<title>Home | Tradehub</title>",
    '<meta name="description" content="Home page">',
    '<link rel="canonical" href="https://tradehub.example/">',
    '<meta property="og:title" content="Home | Tradehub">',
    '<meta property="og:description" content="Home page">',
    '<meta property="og:url" content="https://tradehub.example/">',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
  ].join("");
}

describe("applyHead", () => {
  it("replaces title, description, canonical, Open Graph and JSON-LD with the new page's", () => {
    serverHead();
    applyHead({
      title: "Alphonso – Mango Suppliers & Prices | Tradehub",
      description: "Alphonso mangoes from Ratnagiri.",
      canonical: "/products/mango/alphonso",
      noindex: false,
      jsonLd: { "@type": "Product", name: "Alphonso (Mango)", image: "/static/images/alphonso.jpg", url: "/products/mango/alphonso" },
    });
    expect(document.title).toBe("Alphonso – Mango Suppliers & Prices | Tradehub");
    const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);
    expect(attr('meta[name="description"]', "content")).toBe("Alphonso mangoes from Ratnagiri.");
    expect(attr('link[rel="canonical"]', "href")).toBe("https://tradehub.example/products/mango/alphonso");
    expect(attr('meta[property="og:title"]', "content")).toBe("Alphonso – Mango Suppliers & Prices | Tradehub");
    expect(attr('meta[property="og:description"]', "content")).toBe("Alphonso mangoes from Ratnagiri.");
    expect(attr('meta[property="og:url"]', "content")).toBe("https://tradehub.example/products/mango/alphonso");
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0].textContent ?? "")).toEqual({
      "@type": "Product",
      name: "Alphonso (Mango)",
      image: "https://tradehub.example/static/images/alphonso.jpg",
      url: "https://tradehub.example/products/mango/alphonso",
    });
  });

  it("drops the previous page's JSON-LD when the new page has none", () => {
    serverHead();
    applyHead({ title: "About | Tradehub", description: "About us", canonical: "/about", noindex: false });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    applyHead({ title: "Search | Tradehub", description: "", canonical: "/products", noindex: true });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    applyHead({ title: "About | Tradehub", description: "About us", canonical: "/about", noindex: false });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://tradehub.example/about");
  });
});

describe("absolutize", () => {
  it("prefixes site paths under URL keys only, at any depth", () => {
    expect(
      absolutize(
        { url: "/a", name: "/not-a-url", offers: [{ url: "/b" }], image: ["/c.jpg", "//cdn.example/d.jpg", "https://x.example/e"] },
        "https://t.example",
      ),
    ).toEqual({
      url: "https://t.example/a",
      name: "/not-a-url",
      offers: [{ url: "https://t.example/b" }],
      image: ["https://t.example/c.jpg", "//cdn.example/d.jpg", "https://x.example/e"],
    });
  });
});
