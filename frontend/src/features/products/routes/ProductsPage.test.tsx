import { screen, within } from "@testing-library/react";
import { renderWithRouter } from "@/testing/render";
import { DEFAULT_DESCRIPTION } from "@/components/catalogue/ProductCard";
import { ProductsPage } from "./ProductsPage";

// SPEC section 2: every product as a card (image, title, description or a default
// text, View Details to its category page) and Contact Our Experts.

const products = [
  { _id: "p1", title: "Mango", category: "Mangoes", categorySlug: "mangoes", description: "Sweet.", image: "/static/m.svg" },
  { _id: "p2", title: "Grapes", category: "Grapes", categorySlug: "grapes", description: "", image: null },
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
  });
});
