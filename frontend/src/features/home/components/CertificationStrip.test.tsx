import { render, screen } from "@testing-library/react";
import { CertificationStrip } from "./CertificationStrip";

// SPEC sections 1, 9: the first 4 of 8 marks, repeated 4 times for the loop; only the
// first copy is announced, and the images wait until scrolled to.

describe("CertificationStrip", () => {
  it("shows the first four marks, announced once", () => {
    const { container } = render(<CertificationStrip />);
    expect(screen.getAllByRole("img").map((i) => i.getAttribute("alt"))).toEqual([
      "Export Promotion Council member",
      "Food safety standards compliant",
      "Spices trade board registered",
      "Tea trade board registered",
    ]);
    const all = container.querySelectorAll("img");
    expect(all).toHaveLength(16);
    for (const img of all) {
      expect(img.getAttribute("loading")).toBe("lazy");
      expect(img.getAttribute("width")).toBe("235");
      expect(img.getAttribute("height")).toBe("88");
    }
  });
});
