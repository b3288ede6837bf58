import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { json, mockApi, ok } from "@/testing/api-mock";
import { RequireSession } from "./RequireSession";

// The one sign-in guard of the client-only areas: a status line while the session is
// read, a retry when it cannot be, the area's login without its role, the screen with it.

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const signedOut = { success: true, user: null, vendor: null, admin: null };
const admin = { success: true, user: null, vendor: null, admin: { id: "a1", email: "admin@tradehub.example" } };

function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{pathname + search}</span>;
}

function renderAt(path: string, comeBack = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/area/login" element={<p>Login screen</p>} />
          <Route
            path="/area/*"
            element={
              <RequireSession role="admin" loginPath="/area/login" comeBack={comeBack}>
                {(who) => <p>Hello {who.email}</p>}
              </RequireSession>
            }
          />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId("location").textContent;

describe("RequireSession", () => {
  it("says it is loading, then shows the screen to the role's holder", async () => {
    mockApi({ "GET /api/v1/session": () => ok("GET /api/v1/session", admin) });
    renderAt("/area/orders");
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    expect(await screen.findByText("Hello admin@tradehub.example")).toBeTruthy();
  });

  it("sends a visitor without the role to the area's login", async () => {
    mockApi({ "GET /api/v1/session": () => ok("GET /api/v1/session", signedOut) });
    renderAt("/area/orders?page=2");
    expect(await screen.findByText("Login screen")).toBeTruthy();
    expect(location()).toBe("/area/login");
  });

  it("keeps the address asked for when the area brings visitors back", async () => {
    mockApi({ "GET /api/v1/session": () => ok("GET /api/v1/session", signedOut) });
    renderAt("/area/orders?page=2", true);
    expect(await screen.findByText("Login screen")).toBeTruthy();
    expect(location()).toBe(`/area/login?redirect=${encodeURIComponent("/area/orders?page=2")}`);
  });

  it("offers a retry when the session cannot be read", async () => {
    let failing = true;
    mockApi({ "GET /api/v1/session": () => (failing ? json(500, { success: false, message: "Down" }) : ok("GET /api/v1/session", admin)) });
    renderAt("/area/orders");
    expect((await screen.findByRole("alert")).textContent).toContain("Could not check your sign-in. Please try again.");
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Hello admin@tradehub.example")).toBeTruthy();
  });
});
