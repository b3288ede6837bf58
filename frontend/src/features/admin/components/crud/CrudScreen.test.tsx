import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import * as z from "zod/mini";
import { TextField } from "@/components/ui/form/fields";
import { requiredText } from "@/lib/account-schemas";
import { ApiError } from "@/lib/api";
import { deferred } from "@/testing/api-mock";
import { renderAdminScreen } from "../../testing/render-screen";
import { bind, CrudScreen, DataTable, RowActions, type CrudCalls } from "./index";

// The list-and-edit pattern itself, on a made-up resource whose calls the test answers by
// hand (the screens' own tests cover their real calls).

configure({ asyncUtilTimeout: 5000 });

type Thing = { _id: string; name: string };
const schema = z.object({ name: requiredText("Name is required") });
type Values = z.infer<typeof schema>;

function setup(overrides: Partial<CrudCalls<Thing, Values>> = {}) {
  let rows: Thing[] = [{ _id: "t1", name: "Pepper" }];
  const list = vi.fn(async () => rows);
  const calls: CrudCalls<Thing, Values> = {
    key: ["admin", "things"],
    list,
    create: vi.fn(async (v: Values) => {
      rows = [...rows, { _id: "t2", name: v.name }];
    }),
    update: vi.fn(async (row: Thing, v: Values) => {
      rows = rows.map((r) => (r._id === row._id ? { ...r, name: v.name } : r));
    }),
    remove: vi.fn(async (row: Thing) => {
      rows = rows.filter((r) => r._id !== row._id);
    }),
    messages: {
      loadFailed: "Failed to fetch things",
      created: "Thing added",
      createFailed: "Failed to add thing",
      updated: "Thing updated",
      updateFailed: (m) => `Operation failed: ${m}`,
      deleted: "Thing deleted",
      deleteFailed: "Failed to delete thing",
    },
    ...overrides,
  };
  renderAdminScreen(
    <CrudScreen<Thing, Values>
      title="Things"
      calls={calls}
      emptyText="No things yet."
      dialogTitle={(row) => (row ? "Edit Thing" : "Add Thing")}
      schema={schema}
      blank={{ name: "" }}
      toValues={(r) => ({ name: r.name })}
      fields={(form) => <TextField label="Name" {...bind(form, "name")} />}
      list={(items, { edit, remove }) => (
        <DataTable
          rows={items}
          columns={[{ header: "Name", cell: (r) => r.name }]}
          actions={(r) => <RowActions name={r.name} onEdit={() => edit?.(r)} onDelete={() => remove?.(r)} />}
        />
      )}
      deleteDescription="This action cannot be undone."
    />,
  );
  return { calls, list };
}

describe("the list-and-edit pattern", () => {
  it("lists the rows with an Actions column", async () => {
    setup();
    expect(await screen.findByRole("cell", { name: "Pepper" })).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Name", "Actions"]);
    expect(screen.getByRole("heading", { level: 1, name: "Things" })).toBeTruthy();
  });

  it("says when the list is empty and when it cannot load", async () => {
    setup({ list: async () => [] });
    expect(await screen.findByText("No things yet.")).toBeTruthy();
  });

  it("shows the screen's message when the list fails", async () => {
    setup({ list: async () => Promise.reject(new ApiError(500, "boom")) });
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to fetch things");
  });

  it("adds: checks the schema, sends the values, toasts, closes and refetches", async () => {
    const { calls, list } = setup();
    await screen.findByRole("cell", { name: "Pepper" });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Thing" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Name is required")).toBeTruthy();
    expect(calls.create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Cardamom" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Thing added")).toBeTruthy();
    expect(calls.create).toHaveBeenCalledWith({ name: "Cardamom" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByRole("cell", { name: "Cardamom" })).toBeTruthy();
    expect(list.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it("edits pre-filled, shows 'Processing...' while busy, and the server's errors in a red banner and beside the field", async () => {
    const gate = deferred<void>();
    const update = vi.fn(async () => {
      await gate.promise;
      throw new ApiError(400, "Name is too long", { name: "Name must be at most 100 characters" });
    });
    setup({ update });
    fireEvent.click(await screen.findByRole("button", { name: "Edit Pepper" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Thing" });
    const input = within(dialog).getByLabelText("Name") as HTMLInputElement;
    expect(input.value).toBe("Pepper");
    fireEvent.change(input, { target: { value: "x".repeat(101) } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByRole("button", { name: "Processing..." })).toBeTruthy();
    gate.resolve();
    const banner = await within(dialog).findByRole("alert");
    expect(banner.textContent).toBe("Operation failed: Name is too long");
    expect(within(dialog).getByText("Name must be at most 100 characters")).toBeTruthy();
    expect(await screen.findAllByText("Operation failed: Name is too long")).toHaveLength(2);
    expect(screen.getByRole("dialog", { name: "Edit Thing" })).toBeTruthy();
  });

  it("deletes only after confirmation, reading 'Deleting...' while it runs", async () => {
    const gate = deferred<void>();
    const remove = vi.fn(async () => gate.promise);
    setup({ remove });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Pepper" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Are you absolutely sure?" });
    expect(within(confirm).getByText("This action cannot be undone.")).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Delete Pepper" }));
    const again = await screen.findByRole("alertdialog");
    fireEvent.click(within(again).getByRole("button", { name: "Delete" }));
    expect(await within(again).findByRole("button", { name: "Deleting..." })).toBeTruthy();
    gate.resolve();
    expect(await screen.findByText("Thing deleted")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(remove).toHaveBeenCalledWith({ _id: "t1", name: "Pepper" });
  });
});
