import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";

// Hydrates the server's markup of a tree in the browser and checks that React found
// nothing to mend: no recoverable error and nothing logged.

export async function expectCleanHydration(tree: ReactElement, html: string) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.appendChild(container);
  const consoleError = vi.spyOn(console, "error");
  const recoverable: unknown[] = [];
  try {
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  } finally {
    container.remove();
    consoleError.mockRestore();
  }
}
