import { screen } from "@testing-library/react";
import { renderWithRouter } from "@/testing/render";
import { NotFoundPage } from "./NotFoundPage";

describe("NotFoundPage", () => {
  it("names what was not found when the loader says so", () => {
    renderWithRouter(
      <NotFoundPage data={{ title: "Product not found", text: "Gone.", action: { label: "View All Products", to: "/products" } }} />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Product not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "View All Products" }).getAttribute("href")).toBe("/products");
  });

  it("falls back to the generic page", () => {
    renderWithRouter(<NotFoundPage data={null} />);
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });
});
