import { fireEvent, render, screen } from "@testing-library/react";
import { homeData } from "@/testing/fixtures";
import { FaqSection } from "./FaqSection";

// SPEC section 1: only one FAQ item is open at a time.

function question(name: string) {
  return screen.getByRole("button", { name });
}

describe("FaqSection", () => {
  it("starts with every answer closed", () => {
    render(<FaqSection faqs={homeData.faqs} />);
    for (const faq of homeData.faqs) {
      expect(question(faq.question).getAttribute("aria-expanded")).toBe("false");
    }
    // Rendered for crawlers, hidden until chosen.
    for (const faq of homeData.faqs) {
      expect(screen.getByText(faq.answer).hidden).toBe(true);
    }
  });

  it("keeps one item open at a time", () => {
    render(<FaqSection faqs={homeData.faqs} />);
    const [first, second] = homeData.faqs;

    fireEvent.click(question(first.question));
    expect(question(first.question).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText(first.answer).hidden).toBe(false);

    fireEvent.click(question(second.question));
    expect(question(second.question).getAttribute("aria-expanded")).toBe("true");
    expect(question(first.question).getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByText(second.answer).hidden).toBe(false);
    expect(screen.getByText(first.answer).hidden).toBe(true);

    const open = screen.getAllByRole("button").filter((b) => b.getAttribute("aria-expanded") === "true");
    expect(open).toHaveLength(1);
  });

  it("closes the open item when it is chosen again", () => {
    render(<FaqSection faqs={homeData.faqs} />);
    const first = homeData.faqs[0];
    fireEvent.click(question(first.question));
    fireEvent.click(question(first.question));
    expect(question(first.question).getAttribute("aria-expanded")).toBe("false");
  });
});
