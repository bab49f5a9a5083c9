import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { makeUser } from "../test/render";
import { AuthContextProvider, useAuthContext, type AuthContextValue } from "./AuthContext";
import { notifySessionExpired } from "./session-events";
import { USER_STORAGE_KEY } from "./session-user";

const setup = () => {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const clearStore = jest.spyOn(client, "clearStore");
  const captured: { current: AuthContextValue | null } = { current: null };
  const Probe = () => {
    captured.current = useAuthContext();
    return null;
  };
  const routes: RouteObject[] = [
    {
      element: (
        <AuthContextProvider>
          <Probe />
        </AuthContextProvider>
      ),
      children: [
        { path: "/profile", element: null },
        { path: "/login", element: null },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ["/profile"] });
  renderHook(() => null, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
        {children}
      </ApolloProvider>
    ),
  });
  const auth = (): AuthContextValue => {
    if (!captured.current) throw new Error("AuthContext not rendered");
    return captured.current;
  };
  return { auth, router, clearStore };
};

describe("AuthContext", () => {
  it("throws outside its provider", () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuthContext())).toThrow(
      "useAuthContext must be used inside AuthContextProvider",
    );
    consoleError.mockRestore();
  });

  it("restores the session from the stored user", () => {
    const user = makeUser({ role: "tutor" });
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    const { auth } = setup();
    expect(auth().user).toEqual(user);
  });

  it("starts logged out when the stored user is not valid JSON", () => {
    window.localStorage.setItem(USER_STORAGE_KEY, "{broken");
    const { auth } = setup();
    expect(auth().user).toBeNull();
  });

  it("stores the user on login", () => {
    const { auth } = setup();
    const user = makeUser();
    act(() => auth().login(user));
    expect(auth().user).toEqual(user);
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? "null")).toEqual(user);
  });

  it("logout clears storage and the Apollo cache, then goes to /login", async () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(makeUser()));
    const { auth, router, clearStore } = setup();
    await act(async () => auth().logout());
    expect(auth().user).toBeNull();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(clearStore).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("logout asks the server to revoke the token first, and clears GraphiQL's saved headers", async () => {
    const user = makeUser();
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    window.localStorage.setItem("graphiql:headers", JSON.stringify({ Authorization: `Bearer ${user.token}` }));
    window.localStorage.setItem(
      "graphiql:tabState",
      JSON.stringify({ activeTabIndex: 0, tabs: [{ id: "a", query: "{ me { id } }", headers: `{"Authorization":"Bearer ${user.token}"}` }] }),
    );
    const storedWhenSent: (string | null)[] = [];
    const fetchMock = jest.fn((_url: string, _init: RequestInit) => {
      storedWhenSent.push(window.localStorage.getItem(USER_STORAGE_KEY));
      return Promise.resolve(new Response(null, { status: 200 }));
    });
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      const { auth } = setup();
      await act(async () => auth().logout());
    } finally {
      globalThis.fetch = original;
    }
    expect(fetchMock).toHaveBeenCalledWith("/api/users/logout", expect.objectContaining({ method: "POST", headers: { authorization: `Bearer ${user.token}` } }));
    expect(storedWhenSent).toEqual([JSON.stringify(user)]);
    expect(window.localStorage.getItem("graphiql:headers")).toBeNull();
    const tabs = JSON.parse(window.localStorage.getItem("graphiql:tabState") ?? "null") as { tabs: { query: string; headers: string | null }[] };
    expect(tabs.tabs).toEqual([expect.objectContaining({ query: "{ me { id } }", headers: null })]);
    expect(window.localStorage.getItem("graphiql:tabState")).not.toContain(user.token);
  });

  it("logs out when the session expires", async () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(makeUser()));
    const { auth, router } = setup();
    await act(async () => notifySessionExpired());
    expect(auth().user).toBeNull();
    expect(router.state.location.pathname).toBe("/login");
  });
});
