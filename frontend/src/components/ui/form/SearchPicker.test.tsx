import { configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { SearchPicker, type Match } from "./SearchPicker";

// The shared search picker on its own: matches of the typed text, keyboard moves, the
// status row, clearing, and unpicked text giving way to the choice.

configure({ asyncUtilTimeout: 5000 });

const ports: Match[] = [
  { id: "p1", label: "Nhava Sheva", detail: "India" },
  { id: "p2", label: "Rotterdam", detail: "Netherlands" },
  { id: "p3", label: "Rostock", detail: "Germany" },
];
const searches: string[] = [];

function usePorts(search: string, enabled: boolean) {
  if (enabled) searches.push(search);
  return { data: ports.filter((p) => p.label.toLowerCase().includes(search.toLowerCase())), isPending: false };
}

function Form({ onChange = () => {} }: { onChange?: (id: string | null) => void }) {
  const [port, setPort] = useState("");
  return (
    <SearchPicker
      label="Port"
      noun="ports"
      placeholder="Type a port"
      clearable
      value={port}
      useMatches={usePorts}
      onChange={(match) => {
        setPort(match?.label ?? "");
        onChange(match?.id ?? null);
      }}
    />
  );
}

const field = () => screen.getByRole("combobox", { name: "Port" }) as HTMLInputElement;
const list = () => document.getElementById(field().getAttribute("aria-controls")!)!;
const options = () => within(list()).queryAllByRole("option", { hidden: true });

beforeEach(() => {
  searches.length = 0;
});

describe("SearchPicker", () => {
  it("searches the typed text once it settles and picks with the keyboard", async () => {
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: "r" } });
    fireEvent.change(field(), { target: { value: "ro" } });
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(["RotterdamNetherlands", "RostockGermany"]));
    expect(list().getAttribute("aria-label")).toBe("Matching ports");
    expect(searches).toContain("ro");
    expect(searches).not.toContain("r");
    fireEvent.keyDown(field(), { key: "ArrowUp" });
    expect(field().getAttribute("aria-activedescendant")).toBe(options()[1].id);
    fireEvent.keyDown(field(), { key: "Enter" });
    expect(onChange).toHaveBeenLastCalledWith("p3");
    expect(field().value).toBe("Rostock");
    expect(field().getAttribute("aria-expanded")).toBe("false");
  });

  it("says when nothing matches, and Escape closes the list", async () => {
    render(<Form />);
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: "zz" } });
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(["No ports match"]));
    fireEvent.keyDown(field(), { key: "Escape" });
    expect(field().getAttribute("aria-expanded")).toBe("false");
    expect(options()).toEqual([]);
  });

  it("picks on mouse down, clears back to none and keeps the focus in the field", async () => {
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: "nhava" } });
    await waitFor(() => expect(options()).toHaveLength(1));
    fireEvent.mouseDown(options()[0]);
    expect(field().value).toBe("Nhava Sheva");
    fireEvent.click(screen.getByRole("button", { name: "Clear port" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field().value).toBe("");
    expect(document.activeElement).toBe(field());
    expect(screen.queryByRole("button", { name: "Clear port" })).toBeNull();
  });

  it("puts the chosen name back when the field is left with unpicked text", async () => {
    render(<Form />);
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: "rott" } });
    await waitFor(() => expect(options()).toHaveLength(1));
    fireEvent.mouseDown(options()[0]);
    fireEvent.change(field(), { target: { value: "ros" } });
    fireEvent.blur(field());
    expect(field().value).toBe("Rotterdam");
  });
});
