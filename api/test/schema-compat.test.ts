// Schema changes third-party tools can rely on: a breaking change to schema.graphql (graphql-inspector
// decides what breaks) is refused unless what it removes or changes was marked
// `@deprecated(reason: "... after YYYY-MM-DD")` and that day has come. Checked for every commit that
// changed schema.graphql since the rule began, and for the working tree against HEAD, so a push of
// several commits cannot slip one through.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOVAL_DATE, unannouncedBreakingChanges } from './helpers/schema-changes';

const ROOT = path.resolve(__dirname, '../..');
// The commit the rule began after: earlier changes were made before any tool depended on the schema.
const RULE_SINCE = 'b9923f6912ce4ea5200b726c36bf0dc6f66d5f8f';

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const has = (ref: string) => {
  try {
    git('cat-file', '-e', `${ref}^{commit}`);
    return true;
  } catch {
    return false;
  }
};
const schemaAt = (ref: string) => git('show', `${ref}:schema.graphql`);

const SDL = `
  type Query { course(id: ID!): Course, courses(first: Int): [Course!]! }
  type Course { id: ID! title: String! description: String @deprecated(reason: "Use summary; removed after 2027-01-01") summary: String
    level: String @deprecated(reason: "Use grade; removed after 2026-06-01") }
`;

describe('the rule', () => {
  it('refuses removing a field that was not deprecated, or changing its type', async () => {
    const removed = await unannouncedBreakingChanges(SDL, SDL.replace('title: String!', ''), '2027-06-01');
    expect(removed.map((change) => change.path)).toEqual(['Course.title']);
    const retyped = await unannouncedBreakingChanges(SDL, SDL.replace('title: String!', 'title: Int!'), '2027-06-01');
    expect(retyped.map((change) => change.path)).toEqual(['Course.title']);
  });

  it('refuses removing a deprecated field before its date, and allows it from then', async () => {
    const after = SDL.replace('description: String @deprecated(reason: "Use summary; removed after 2027-01-01")', '');
    expect((await unannouncedBreakingChanges(SDL, after, '2026-12-31')).map((change) => change.path)).toEqual(['Course.description']);
    expect(await unannouncedBreakingChanges(SDL, after, '2027-01-01')).toEqual([]);
  });

  it('allows what breaks nothing: an added field, a new deprecation', async () => {
    expect(await unannouncedBreakingChanges(SDL, SDL.replace('summary: String', 'summary: String author: String'), '2026-11-29')).toEqual([]);
    expect(await unannouncedBreakingChanges(SDL, SDL.replace('summary: String', 'summary: String @deprecated(reason: "after 2027-05-01")'), '2026-11-29')).toEqual([]);
  });
});

describe('schema.graphql', () => {
  const current = readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8');

  it('names a removal date in every deprecation', () => {
    const reasons = [...current.matchAll(/@deprecated\(reason: "((?:[^"\\]|\\.)*)"\)/g)].map((match) => match[1]);
    expect(reasons.filter((reason) => !REMOVAL_DATE.test(reason))).toEqual([]);
  });

  const inGit = existsSync(path.join(ROOT, '.git')) && has('HEAD');

  (inGit ? it : it.skip)('has no unannounced breaking change in the working tree against HEAD', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const changes = await unannouncedBreakingChanges(schemaAt('HEAD'), current, today);
    expect(changes.map((change) => change.message)).toEqual([]);
  });

  (inGit && has(RULE_SINCE) ? it : it.skip)('has no unannounced breaking change in any commit since the rule began', async () => {
    const commits = git('rev-list', '--reverse', `${RULE_SINCE}..HEAD`, '--', 'schema.graphql').split('\n').filter(Boolean);
    const refused: string[] = [];
    for (const commit of commits) {
      const day = git('show', '-s', '--format=%cd', '--date=format-local:%Y-%m-%d', commit).trim();
      for (const change of await unannouncedBreakingChanges(schemaAt(`${commit}^`), schemaAt(commit), day)) refused.push(`${commit.slice(0, 10)}: ${change.message}`);
    }
    expect(refused).toEqual([]);
  });
});
