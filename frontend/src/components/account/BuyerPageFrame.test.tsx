import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { BuyerPageFrame } from "./BuyerPageFrame";

// The frame of the buyer's own pages: title and way back at once, the content only in
// the browser (the server and the first render give a status line instead).

function Frame() {
  return (
    <MemoryRouter>
      <BuyerPageFrame title="My Orders" back={{ to: "/profile", label: "My profile" }} loadingText="Loading orders...">
        <p>The orders</p>
      </BuyerPageFrame>
    </MemoryRouter>
  );
}

describe("BuyerPageFrame", () => {
  it("server-renders the title, the way back and a status line, not the content", () => {
    const html = renderToString(<Frame />);
    expect(html).toMatch(/<h1[^>]*>My Orders<\/h1>/);
    expect(html).toContain('href="/profile"');
    expect(html).toContain("Loading orders...");
    expect(html).not.toContain("The orders");
  });

  it("shows the content once in the browser", () => {
    render(<Frame />);
    expect(screen.getByText("The orders")).toBeTruthy();
    expect(screen.getByRole("link", { name: "My profile" }).getAttribute("href")).toBe("/profile");
    expect(screen.queryByRole("status")).toBeNull();
  });
});
