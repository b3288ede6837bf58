import { screen } from "@testing-library/react";
import { renderWithRouter } from "@/testing/render";
import { categoryData } from "../testing/fixtures";
import { CategoryPage } from "./CategoryPage";

// SPEC section 2: category, details, Request Quote, Download Brochure, the varieties
// with links to their pages, and the empty texts of Technical Specifications.

describe("CategoryPage", () => {
  it("shows the product, its varieties and the empty specification texts", () => {
    renderWithRouter(<CategoryPage data={categoryData} />);
    expect(screen.getByRole("heading", { level: 1, name: "Mango" })).toBeTruthy();
    expect(screen.getByText("Category: Mangoes")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Explore Our Mango Varieties" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Alphonso/ }).getAttribute("href")).toBe("/products/mango/alphonso");
    expect(screen.getByRole("link", { name: /Kesar/ }).getAttribute("href")).toBe("/products/mango/kesar");
    expect(screen.getByText("No features listed")).toBeTruthy();
    expect(screen.getByText("No specifications available")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Request Quote" }).getAttribute("href")).toBe("/contact?product=Mango");
    expect((screen.getByRole("button", { name: "Download Brochure" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("lists features and specifications as name/value rows, and offers the brochure", () => {
    const data = {
      ...categoryData,
      brochure: "/uploads/brochure.pdf",
      product: { ...categoryData.product, features: ["GI tagged"], specifications: [{ name: "Brix", value: "18°" }] },
    };
    renderWithRouter(<CategoryPage data={data} />);
    expect(screen.getByText("GI tagged")).toBeTruthy();
    expect(screen.getByRole("rowheader", { name: "Brix" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "18°" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download Brochure" }).getAttribute("href")).toBe("/uploads/brochure.pdf");
  });
});
