import type { Services } from '../modules/registry';
import { Role } from '../modules/users/role';

export type DemoAccount = { role: Role; email: string; password: string };

export const DEMO_ACCOUNTS: readonly (DemoAccount & { name: string; surname: string })[] = [
  { role: Role.ADMIN, name: 'Ada', surname: 'Admin', email: 'admin@learnhub.dev', password: 'admin123' },
  { role: Role.TUTOR, name: 'Thabo', surname: 'Tutor', email: 'tutor@learnhub.dev', password: 'tutor123' },
  { role: Role.USER, name: 'Lerato', surname: 'Learner', email: 'learner@learnhub.dev', password: 'learner123' },
];

/**
 * Fills an empty development database so the app is not empty on first start.
 * Returns the demo accounts it created (none when the database already had users).
 */
export async function seedDemoData(services: Services): Promise<DemoAccount[]> {
  if ((await services.users.count()) > 0) return [];
  for (const account of DEMO_ACCOUNTS) await services.users.create(account, account.role);
  return DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password }));
}
