import { screen, within } from "@testing-library/react";
import { renderWithRouter } from "@/testing/render";
import { pageWindow, Pagination, productsPageHref } from "./Pagination";

// The list's pages as links a crawler follows: page 1 has no `page`, the search and the
// family stay, the current page is marked, and one page needs no links.

describe("Pagination", () => {
  it("links every page it shows, keeping the search and family", () => {
    renderWithRouter(<Pagination page={2} pageCount={3} query="mango kesar" family="fresh-fruits" />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    const hrefs = within(nav).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")]);
    expect(hrefs).toEqual([
      ["Previous", "/products?q=mango+kesar&family=fresh-fruits"],
      ["1", "/products?q=mango+kesar&family=fresh-fruits"],
      ["2", "/products?q=mango+kesar&family=fresh-fruits&page=2"],
      ["3", "/products?q=mango+kesar&family=fresh-fruits&page=3"],
      ["Next", "/products?q=mango+kesar&family=fresh-fruits&page=3"],
    ]);
    expect(within(nav).getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Previous" }).getAttribute("rel")).toBe("prev");
    expect(within(nav).getByRole("link", { name: "Next" }).getAttribute("rel")).toBe("next");
  });

  it("has no links for a list of one page, and no Previous on the first", () => {
    const { container } = renderWithRouter(<Pagination page={1} pageCount={1} query="" family={null} />);
    expect(container.querySelector("nav")).toBeNull();
    renderWithRouter(<Pagination page={1} pageCount={420} query="" family={null} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(nav).queryByRole("link", { name: "Previous" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Page 420" }).getAttribute("href")).toBe("/products?page=420");
  });

  it("shows the first, the last and the pages around the current one", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageWindow(6, 20)).toEqual([1, null, 5, 6, 7, null, 20]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20]);
    expect(productsPageHref("", null, 1)).toBe("/products");
    expect(productsPageHref("", "spices", 2)).toBe("/products?family=spices&page=2");
  });
});
