import { ApolloLink } from "@apollo/client";
import { of } from "rxjs";
import { onSessionExpired } from "../auth/session-events";
import { USER_STORAGE_KEY } from "../auth/session-user";
import { makeUser } from "../test/render";
import { LoginDocument, MeDocument } from "./__generated__/graphql";
import { createApolloClient } from "./client";

const unauthenticated = {
  data: null,
  errors: [{ message: "Authentication required", extensions: { code: "UNAUTHENTICATED" } }],
};

const recordingLink = (result: ApolloLink.Result) => {
  const headers: Array<Record<string, string> | undefined> = [];
  const link = new ApolloLink((operation) => {
    headers.push(operation.getContext().headers);
    return of(result);
  });
  return { link, headers };
};

const loginVariables = { input: { email: "a@b.dev", password: "secret1" } };

describe("apollo client", () => {
  const expired = jest.fn();
  let unsubscribe: () => void;
  beforeEach(() => {
    expired.mockReset();
    unsubscribe = onSessionExpired(expired);
  });
  afterEach(() => unsubscribe());

  it("sends the session token as a bearer token", async () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(makeUser({ token: "abc" })));
    const me = { __typename: "User", id: "1", name: "a", surname: "b", email: "a@b.dev", role: "USER" };
    const { link, headers } = recordingLink({ data: { me } });
    await createApolloClient({ terminatingLink: link }).query({ query: MeDocument });
    expect(headers[0]).toEqual(expect.objectContaining({ Authorization: "Bearer abc" }));
  });

  it("sends no authorization header when logged out", async () => {
    const { link, headers } = recordingLink(unauthenticated);
    await createApolloClient({ terminatingLink: link }).query({ query: MeDocument }).catch(() => undefined);
    expect(headers[0]?.Authorization).toBeUndefined();
    expect(expired).not.toHaveBeenCalled();
  });

  it("ends the session when the server rejects the token", async () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(makeUser()));
    const { link } = recordingLink(unauthenticated);
    await expect(createApolloClient({ terminatingLink: link }).query({ query: MeDocument })).rejects.toThrow(
      "Authentication required",
    );
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it("treats UNAUTHENTICATED on Login as a form error, not an expired session", async () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(makeUser()));
    const { link } = recordingLink(unauthenticated);
    await expect(
      createApolloClient({ terminatingLink: link }).mutate({ mutation: LoginDocument, variables: loginVariables }),
    ).rejects.toThrow();
    expect(expired).not.toHaveBeenCalled();
  });
});
