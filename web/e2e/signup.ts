import type { Page } from 'playwright-core';
import { DEMO, gql, loginAs } from './api';
import { baseUrl } from './browser';

type Person = { name: string; surname: string; email: string; password: string };

/** The link of the newest signup mail to `email`, read (as the demo admin) in the development mailbox. */
export async function signupLinkFor(email: string, timeoutMs = 30_000): Promise<string> {
  const admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { devMailbox } = await gql<{ devMailbox: { nodes: { subject: string; recipients: string; text: string }[] } }>(
      `{ devMailbox(first: 50) { nodes { subject recipients text } } }`,
      {},
      admin,
    );
    const mail = devMailbox.nodes.find((node) => node.subject === 'Confirm your LearnHub account' && node.recipients.includes(email));
    const link = mail?.text.match(/https?:\/\/\S+\/confirm-signup#token=[\w-]+/)?.[0];
    if (link) return link.replace(/^https?:\/\/[^/]+/, baseUrl());
    if (Date.now() > until) throw new Error(`no signup mail to ${email} in the development mailbox`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A visitor signs up in the browser, is told to check the mail, follows the mailed link and
 * finishes: signed in on the home page.
 */
export async function signUpInBrowser(page: Page, person: Person): Promise<void> {
  await page.goto(`${baseUrl()}/signup`);
  await page.getByLabel('First Name').fill(person.name);
  await page.getByLabel('Last Name').fill(person.surname);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('heading', { name: 'Check Your E-mail' }).waitFor();
  await page.goto(await signupLinkFor(person.email));
  await page.getByRole('button', { name: 'Finish creating my account' }).click();
  await page.getByRole('heading', { name: 'Find Your Next Course' }).waitFor();
}

/** The same two steps through the API, for a journey that needs an account of its own. */
export async function signUpByApi(person: Person): Promise<void> {
  await gql(`mutation($input: SignupInput!) { signup(input: $input) { email } }`, { input: person });
  const token = new URL(await signupLinkFor(person.email)).hash.replace(/^#token=/, '');
  await gql(`mutation($token: String!) { confirmSignup(token: $token) { id } }`, { token });
}
