// The scopes a personal access token can be given: one declared list, read by the API (validation,
// the `apiScopes` query, `@Scope` on fields and types, `scope` on REST routes) and shown to people
// choosing them. graphql/scope-directive.ts says what covers what (read:*, and a write: or admin:
// scope its read: one) and graphql/scopes.ts enforces them; a session of the web app is not
// narrowed by them (every scope of its user's role).
export const API_SCOPES = [
  { name: 'read:courses', description: 'See courses, activities and their chapters, opportunities and papers.' },
  { name: 'read:quizzes', description: 'See quizzes, their questions and the question bank, as your role allows.' },
  { name: 'write:quizzes', description: 'Create, change and publish activities, chapters, quizzes and bank questions, grade essays and regrade, as your role allows (and see quizzes).' },
  { name: 'read:results', description: 'See quiz attempts, grades, progress and dashboards, as your role allows.' },
  { name: 'read:users', description: 'See accounts, profiles and e-mail addresses, as your role allows.' },
  { name: 'admin:users', description: "Change and delete accounts and their roles, and see them (admins only: the token never exceeds its user's role)." },
  { name: 'admin:audit', description: 'See the audit log (admins only).' },
  { name: 'read:*', description: 'Every read above, and any read scope added later; no writes.' },
] as const;

export type ApiScope = (typeof API_SCOPES)[number]['name'];

const NAMES: ReadonlySet<string> = new Set(API_SCOPES.map((scope) => scope.name));

export const isApiScope = (name: string): name is ApiScope => NAMES.has(name);
