import { fireEvent, screen, within } from "@testing-library/react";
import { renderWithRouter } from "@/testing/render";
import { DEFAULT_DESCRIPTION } from "@/components/catalogue/ProductCard";
import { ProductsPage } from "./ProductsPage";

// SPEC section 2: every product as a card (image, title, description or a default
// text, View Details to its category page) and Contact Our Experts.

const card = { family: "fresh-fruits", offerCount: 0, fromPrice: null, fromUnit: null, matchedVarieties: [] };
const products = [
  { ...card, _id: "p1", title: "Mango", category: "Mangoes", categorySlug: "mangoes", description: "Sweet.", image: "/static/m.svg", offerCount: 5, fromPrice: 480, fromUnit: "kg" },
  { ...card, _id: "p2", title: "Grapes", category: "Grapes", categorySlug: "grapes", description: "", image: null },
];
const families = [
  { slug: "fresh-fruits", label: "Fresh Fruits" },
  { slug: "spices", label: "Spices" },
];

describe("ProductsPage", () => {
  it("shows a card per product leading to its category page", () => {
    renderWithRouter(<ProductsPage data={{ products }} />);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole("heading", { name: "Mango" })).toBeTruthy();
    expect(within(cards[0]).getByRole("img", { name: "Mango" }).getAttribute("loading")).toBe("eager");
    expect(within(cards[1]).getByText(DEFAULT_DESCRIPTION)).toBeTruthy();
    expect(within(cards[1]).getByRole("link", { name: "View details of Grapes" }).getAttribute("href")).toBe("/products/grapes");
    expect(screen.getByRole("link", { name: "Contact Our Experts" }).getAttribute("href")).toBe("/contact");
    expect(cards[0].textContent).toContain("from ₹480 / kg · 5 offers");
    expect(cards[1].textContent).toContain("No offers yet");
  });

  it("shows a search's hits with the varieties they matched, the search kept in the form", () => {
    const hit = { ...products[0], matchedVarieties: [{ title: "Alphonso", path: "/products/mango/alphonso" }] };
    renderWithRouter(<ProductsPage data={{ products: [hit], query: "alfonso", family: null, families }} />);
    expect(screen.getByRole("heading", { level: 2, name: "Results for “alfonso”" })).toBeTruthy();
    expect(screen.getByText("1 product found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Alphonso" }).getAttribute("href")).toBe("/products/mango/alphonso");
    const field = screen.getByRole("searchbox", { name: "Search the catalogue" }) as HTMLInputElement;
    expect(field.value).toBe("alfonso");
    expect(field.form?.getAttribute("action")).toBe("/products");
  });

  it("filters by family with links that keep the search", () => {
    renderWithRouter(<ProductsPage data={{ products: [], query: "pepper", family: "spices", families }} />);
    const nav = within(screen.getByRole("navigation", { name: "Product families" }));
    expect(nav.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/products?q=pepper",
      "/products?q=pepper&family=fresh-fruits",
      "/products?q=pepper&family=spices",
    ]);
    expect(nav.getByRole("link", { name: "Spices" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByText("No products found")).toBeTruthy();
  });

  it("searches in the app when JavaScript runs", () => {
    renderWithRouter(<ProductsPage data={{ products, query: "", family: "spices", families }} />);
    const field = screen.getByRole("searchbox", { name: "Search the catalogue" });
    fireEvent.change(field, { target: { value: "  black pepper " } });
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    expect(screen.getByTestId("location").textContent).toBe("/products?q=black+pepper&family=spices");
  });
});

describe("ProductsPage, paged", () => {
  it("says which cards of how many it shows, grouped as the server prints them, and links the pages", () => {
    const many = Array.from({ length: 24 }, (_, i) => ({ ...products[1], _id: `g${i}`, title: `Grapes ${i}` }));
    renderWithRouter(<ProductsPage data={{ products: many, page: 3, pageSize: 24, pageCount: 418, total: 10010, families }} />);
    expect(screen.getByText("Showing 49–72 of 10,010 products")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(nav).getByRole("link", { name: "Page 3" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/products?page=4");
  });

  it("says a search's count is at least its bound when the server stopped counting there", () => {
    const many = Array.from({ length: 24 }, (_, i) => ({ ...products[0], _id: `m${i}`, title: `Mango ${i}` }));
    const data = { products: many, query: "mango", page: 1, pageSize: 24, pageCount: 417, total: 10000, totalExact: false, families };
    renderWithRouter(<ProductsPage data={data} />);
    expect(screen.getByText("Showing 1–24 of 10,000+ products found")).toBeTruthy();
  });
});
