import { configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { Toasts } from "@/components/Toasts";
import { json, mockApi } from "@/testing/api-mock";
import { buyer } from "@/testing/profile";
import type { BuyerView } from "@/types/api";
import { AddressBook } from "./AddressBook";

// Generous waits: the suite shares two cores with builds.
configure({ asyncUtilTimeout: 5000 });

// The Profile tab's addresses: Add New, Edit and Remove call the address endpoints and
// show the user the server sends back; Remove asks first.

function Harness({ initial = buyer }: { initial?: BuyerView }) {
  const [user, setUser] = useState(initial);
  return (
    <>
      <AddressBook addresses={user.addresses} onUserChange={setUser} />
      <Toasts />
    </>
  );
}

function type(root: HTMLElement, label: string, value: string) {
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });
}

/** The address cards (toasts are list items too). */
function addressItems() {
  return within(screen.getByRole("region", { name: "Addresses" })).queryAllByRole("listitem");
}

const office = { _id: "a2", label: "Office", street: "1 Dock St", city: "London", state: "", zip: "E1 6AN", country: "United Kingdom" };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AddressBook", () => {
  it("lists each address with label, street, city, state, zip and country", () => {
    render(<Harness />);
    const [item] = addressItems();
    expect(within(item).getByRole("heading", { name: "Home" })).toBeTruthy();
    expect(item.textContent).toContain("12 Harbour Road");
    expect(item.textContent).toContain("Mumbai, Maharashtra, 400001");
    expect(item.textContent).toContain("India");
  });

  it("adds an address through POST user/address", async () => {
    const { calls } = mockApi({
      "POST /api/v1/user/address": () => json(201, { success: true, user: { ...buyer, addresses: [...buyer.addresses, office] } }),
    });
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Add New" }));
    const dialog = screen.getByRole("dialog", { name: "Add New Address" });
    type(dialog, "Label", "Office");
    type(dialog, "Street Address", "1 Dock St");
    type(dialog, "City", "London");
    type(dialog, "ZIP Code", "E1 6AN");
    fireEvent.change(within(dialog).getByLabelText("Country"), { target: { value: "United Kingdom" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Address" }));

    expect(await screen.findByRole("heading", { name: "Office" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/v1/user/address",
        body: { label: "Office", street: "1 Dock St", city: "London", state: "", zip: "E1 6AN", country: "United Kingdom" },
      },
    ]);
    expect(await screen.findByText("Address added successfully")).toBeTruthy();
  });

  it("requires street and city before calling the server", async () => {
    const { calls } = mockApi({});
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Add New" }));
    const dialog = screen.getByRole("dialog", { name: "Add New Address" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Address" }));
    expect(await within(dialog).findByText("Street address is required")).toBeTruthy();
    expect(within(dialog).getByText("City is required")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("edits an address through PUT user/address/{id}, starting from its values", async () => {
    const moved = { ...buyer.addresses[0], street: "99 Marine Drive" };
    const { calls } = mockApi({
      "PUT /api/v1/user/address/a1": () => json(200, { success: true, user: { ...buyer, addresses: [moved] } }),
    });
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Edit Home: 12 Harbour Road" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Address" });
    expect((within(dialog).getByLabelText("City") as HTMLInputElement).value).toBe("Mumbai");
    type(dialog, "Street Address", "99 Marine Drive");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Address" }));

    await waitFor(() => expect(addressItems()[0].textContent).toContain("99 Marine Drive"));
    expect(calls[0]).toEqual({
      method: "PUT",
      path: "/api/v1/user/address/a1",
      body: { label: "Home", street: "99 Marine Drive", city: "Mumbai", state: "Maharashtra", zip: "400001", country: "India" },
    });
  });

  it("shows the server's message when saving fails", async () => {
    mockApi({ "PUT /api/v1/user/address/a1": () => json(400, { success: false, message: "Street address is required" }) });
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Edit Home: 12 Harbour Road" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Address" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Address" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Street address is required");
  });

  it("asks before removing, and Cancel keeps the address", async () => {
    const { calls } = mockApi({});
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Remove Home: 12 Harbour Road" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove this address?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(addressItems()).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it("removes through DELETE user/address/{id} once confirmed", async () => {
    const { calls } = mockApi({
      "DELETE /api/v1/user/address/a1": () => json(200, { success: true, user: { ...buyer, addresses: [] } }),
    });
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Remove Home: 12 Harbour Road" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove this address?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("No addresses saved yet.")).toBeTruthy();
    expect(calls).toEqual([{ method: "DELETE", path: "/api/v1/user/address/a1", body: undefined }]);
  });
});
