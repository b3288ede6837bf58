import { splitKey } from "./words";

describe("splitKey", () => {
  it("turns field keys into labels", () => {
    expect(splitKey("shipmentPreparationTime")).toBe("Shipment Preparation Time");
    expect(splitKey("packaging")).toBe("Packaging");
    expect(splitKey("supply_ability")).toBe("Supply Ability");
    expect(splitKey("crudeFibre")).toBe("Crude Fibre");
    expect(splitKey("GSTNumber")).toBe("GST Number");
  });
});
