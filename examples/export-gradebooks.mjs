#!/usr/bin/env node
// Exports the gradebook of every activity a tutor teaches as one CSV file each, through LearnHub's
// GraphQL API with a personal access token: a worked example of "Using the API from another tool"
// in the README. Node 20 or later, nothing to install.
//
//   LEARNHUB_URL=http://localhost:4000 LEARNHUB_TOKEN=lh_pat_... node examples/export-gradebooks.mjs [folder]
//
// The token needs read:courses (the activities) and read:results (the gradebooks): make one under
// Profile → API tokens, or use the demo tutor's, printed at the first `npm start`.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const endpoint = `${(process.env.LEARNHUB_URL ?? 'http://localhost:4000').replace(/\/+$/, '')}/graphql`;
const token = process.env.LEARNHUB_TOKEN;
const folder = process.argv[2] ?? 'gradebooks';
if (!token) {
  console.error('Set LEARNHUB_TOKEN to a personal access token (lh_pat_...) with the scopes read:courses and read:results.');
  process.exit(2);
}

/** One GraphQL request: its data, or an Error naming each error's code; waits and retries when the hourly budget is spent. */
async function graphql(query, variables = {}) {
  for (;;) {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    if (response.status === 429) {
      // Over the budget (or another limit): the answer says when to come back.
      const seconds = Number(response.headers.get('retry-after') ?? '60');
      console.error(`Rate limited: waiting ${seconds} s`);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    const body = await response.json();
    if (body.errors?.length) throw new Error(body.errors.map((error) => `${error.extensions?.code ?? 'ERROR'}: ${error.message}`).join('\n'));
    return { data: body.data, remaining: response.headers.get('x-ratelimit-remaining') };
  }
}

const ACTIVITIES = `query Activities($after: String) {
  myActivities(first: 50, after: $after) { nodes { id title } pageInfo { hasNextPage endCursor } }
}`;
const GRADEBOOK = `query Gradebook($activityId: ID!) { gradebookCsv(activityId: $activityId) }`;

const fileName = (title, id) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'activity'}-${id.slice(0, 8)}.csv`;

await mkdir(folder, { recursive: true });
let after = null;
let written = 0;
let remaining = null;
do {
  const page = await graphql(ACTIVITIES, { after });
  for (const activity of page.data.myActivities.nodes) {
    const csv = await graphql(GRADEBOOK, { activityId: activity.id });
    const path = join(folder, fileName(activity.title, activity.id));
    await writeFile(path, csv.data.gradebookCsv);
    console.log(`${activity.title}: ${path}`);
    written += 1;
    remaining = csv.remaining;
  }
  const { hasNextPage, endCursor } = page.data.myActivities.pageInfo;
  after = hasNextPage ? endCursor : null;
} while (after);
console.log(`${written} gradebook${written === 1 ? '' : 's'} written to ${folder}${remaining === null ? '' : `; ${remaining} points of this hour's budget left`}.`);
