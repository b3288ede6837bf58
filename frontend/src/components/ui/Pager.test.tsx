import { fireEvent, render, screen } from "@testing-library/react";
import { Pager } from "./Pager";

// The one pager of server-paged lists: an exact total reads as its number, a total the
// server stopped counting at reads "10,000+".

const orders = ["order", "orders"] as const;

describe("Pager", () => {
  it("shows an exact total and moves between pages", () => {
    const onPage = vi.fn();
    render(<Pager label="Order pages" page={2} pageSize={20} total={134} totalExact noun={orders} onPage={onPage} />);
    const nav = screen.getByRole("navigation", { name: "Order pages" });
    expect(nav.textContent).toContain("Page 2 of 7 · 134 orders");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it("reads a capped total as 10,000+", () => {
    render(<Pager page={1} pageSize={20} total={10_000} totalExact={false} noun={orders} onPage={() => {}} />);
    expect(screen.getByText("Page 1 of 500+ · 10,000+ orders")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("gives only the count when one page holds everything, and nothing for an empty list", () => {
    const { rerender, container } = render(<Pager page={1} pageSize={20} total={1} totalExact noun={orders} onPage={() => {}} />);
    expect(container.textContent).toBe("1 order");
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<Pager page={1} pageSize={20} total={0} totalExact noun={orders} onPage={() => {}} />);
    expect(container.textContent).toBe("");
  });
});
