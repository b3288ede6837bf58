import { alphonso } from "../testing/fixtures";
import { shippingFacts, varietyFacts } from "./variety-facts";

describe("variety facts", () => {
  it("lists only the filled facts, in the spec's order", () => {
    expect(varietyFacts(alphonso).map((f) => f.label)).toEqual(["Origin", "Energy", "Crude Fibre", "Iron"]);
  });

  it("splits shipping keys into words and skips empty ones", () => {
    expect(shippingFacts(alphonso.additionalDescription)).toEqual([
      { label: "Packaging", value: "3 kg box" },
      { label: "Container", value: "40 ft reefer" },
      { label: "Shipment Preparation Time", value: "3 days" },
    ]);
    expect(shippingFacts(null)).toEqual([]);
  });
});
