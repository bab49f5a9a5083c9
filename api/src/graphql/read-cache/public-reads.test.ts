import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type DefinitionNode, Kind, parse, print, visit } from 'graphql';
import { REPO_ROOT } from '../../config';
import { getSchema } from '../schema';
import { PublicReads } from './public-reads';

/** An operation of the web app as Apollo Client sends it: the operation and the fragments it spreads, from every `.graphql` file. */
function webOperation(name: string): string {
  const web = path.join(REPO_ROOT, 'web/src');
  const files = readdirSync(web, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.graphql'));
  const definitions = files.flatMap((file) => parse(readFileSync(path.join(web, file), 'utf8')).definitions);
  const byName = new Map(definitions.map((definition) => [(definition as { name?: { value: string } }).name?.value, definition]));
  const chosen = new Map<string, DefinitionNode>();
  const add = (definition: DefinitionNode | undefined, key: string) => {
    if (!definition || chosen.has(key)) return;
    chosen.set(key, definition);
    visit(definition, { FragmentSpread: (spread) => add(byName.get(spread.name.value), spread.name.value) });
  };
  add(byName.get(name), name);
  expect(chosen.size).toBeGreaterThan(0);
  return print({ kind: Kind.DOCUMENT, definitions: [...chosen.values()] });
}

const reads = new PublicReads(getSchema());

describe('PublicReads', () => {
  it.each([
    ['the catalogue', '{ courses(first: 20) { totalCount edges { cursor node { id title __typename } } pageInfo { hasNextPage endCursor } } }', 'anyone'],
    ['a course and its questions, through a fragment', 'query($id: ID!) { course(id: $id) { ...C } } fragment C on Course { id title questions(first: 5) { nodes { id question answer } pageInfo { endCursor } totalCount } }', 'anyone'],
    ['an inline fragment and @include', 'query($q: Boolean!) { course(id: "x") { ... on Course { id @include(if: $q) } } }', 'anyone'],
    ['opportunities (signed-in viewers)', '{ opportunities(first: 5) { edges { node { id title status } } } }', 'member'],
    ['papers with their files', '{ papers(first: 5) { edges { node { id pdf { url } image { url } } } } }', 'member'],
    ['a public field beside a member one', '{ courses { totalCount } opportunities { totalCount } }', 'member'],
    ['rows as `nodes`, the end through a fragment on the Connection interface', '{ courses { nodes { id } ...E } } fragment E on Connection { pageInfo { endCursor } totalCount }', 'anyone'],
  ])('%s: %s', (_name, query, audience) => {
    expect(reads.audienceOf(query, undefined)).toBe(audience);
  });

  it.each([
    ['a mutation', 'mutation { deleteCourse(id: "x") }'],
    ['a subscription', 'subscription { contactMessageReceived { id } }'],
    ['the viewer', '{ me { id } }'],
    ['a role-only root', '{ users { totalCount } }'],
    ['a root field without @cacheable (quizzes are per learner)', '{ publishedQuizzes(chapterId: "x") { edges { node { id } } } }'],
    ["a public type's field without @cacheable: whether the viewer may edit it", '{ courses { nodes { id canEdit } } }'],
    ['a public root beside a per-viewer one', '{ courses { totalCount } myProgress { streak } }'],
    ['an unknown field', '{ courses { nope } }'],
    ['a syntax error', '{ courses { '],
    ['a directive other than include/skip', '{ courses @cached { totalCount } }'],
    ['an operation directive', 'query Q @live { courses { totalCount } }'],
    ['a fragment on another type', '{ courses { ...U } } fragment U on User { id }'],
    ['a fragment on an interface the type does not implement', '{ course(id: "x") { ...E } } fragment E on Connection { totalCount }'],
    ['a fragment that spreads itself', '{ course(id: "x") { ...C } } fragment C on Course { id ...C }'],
  ])('%s: never cached', (_name, query) => {
    expect(reads.audienceOf(query, undefined)).toBeNull();
  });

  it.each([
    ['CourseCatalogue', 'anyone'],
    ['CourseViewer', 'anyone'],
    ['OpportunityList', 'member'],
    ['OpportunityDetail', 'member'],
    ['CommunityOpportunities', 'member'],
    ['PapersArchive', 'member'],
  ])("the web app's %s is answered from the cache (%s)", (operation, audience) => {
    expect(reads.audienceOf(webOperation(operation), operation)).toBe(audience);
  });

  it('keeps its decisions within 4 MB however large and many the documents', () => {
    const fresh = new PublicReads(getSchema());
    for (let i = 0; i < 40; i++) fresh.audienceOf(`{ courses { totalCount } } # ${i} ${'x'.repeat(200_000)}`, undefined);
    expect(fresh.decisionBytes).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(fresh.audienceOf('{ courses { totalCount } }', undefined)).toBe('anyone');
  });

  it('decides for the operation named, among several', () => {
    const document = 'query Public { courses { totalCount } } query Mine { me { id } }';
    expect(reads.audienceOf(document, 'Public')).toBe('anyone');
    expect(reads.audienceOf(document, 'Mine')).toBeNull();
    expect(reads.audienceOf(document, undefined)).toBeNull();
    expect(reads.audienceOf(document, 'Missing')).toBeNull();
  });
});
