// First-tab content; it doubles as the "how do I log in" help since the page has no other UI.
export const DEFAULT_QUERY = `# Learning Platform API — GraphiQL
#
# Most fields need a bearer token. Get one with:
# mutation { login(input: {email: "...", password: "..."}) { token } }
#
# then set it in the Headers tab below:
#   {"Authorization": "Bearer <token>"}
# (prefilled if you are signed in to the web app here)
#
# Run with Ctrl/Cmd+Enter or the ▶ button.

{ me { id email role } }
`;
