import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { homeData } from "@/testing/fixtures";
import { BannerCarousel } from "./BannerCarousel";

// The first slide carries the page's h1; the others are h2 and inert until shown.

describe("BannerCarousel", () => {
  it("renders one h1, labelled controls and inert hidden slides", () => {
    render(
      <MemoryRouter>
        <BannerCarousel banners={homeData.banners} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(homeData.banners[0].heading);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2);
    for (const name of ["Previous slide", "Next slide", "Go to slide 1", "Go to slide 2", "Go to slide 3"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
    const slides = screen.getAllByRole("group", { hidden: true });
    expect(slides.map((slide) => slide.hasAttribute("inert"))).toEqual([false, true, true]);
  });
});
