// The module registry: every domain folder is a module listed once, and what the platform is
// built from (entities, migrations, resolvers, services, loaders, routes) comes from that list.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { systemClock } from '../src/shared/clock';
import type { Deps } from '../src/shared/deps';
import { defineModule } from '../src/modules/module';
import { createLoaders, entities, migrations, modules, resolvers, servicesOf } from '../src/modules/registry';
import { startTestApp, type TestApp } from './helpers/app';

const MODULES_DIR = path.join(__dirname, '../src/modules');
const folders = readdirSync(MODULES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('lists every domain folder as a module, each declared in its own <folder>.module.ts', () => {
  for (const folder of folders) {
    const file = readdirSync(path.join(MODULES_DIR, folder)).find((name) => name.endsWith('.module.ts'));
    expect({ folder, file }).toEqual({ folder, file: expect.stringMatching(/\.module\.ts$/) });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module file found at run time, by its path
    const declared = Object.values(require(path.join(MODULES_DIR, folder, String(file))) as Record<string, unknown>);
    expect({ folder, listed: declared.some((module) => modules.includes(module as never)) }).toEqual({ folder, listed: true });
  }
  expect(modules).toHaveLength(folders.length);
  expect(new Set(modules.map((module) => module.name)).size).toBe(modules.length);
});

it("runs every module's migrations, and the platform's, once each in timestamp order", () => {
  const files = [path.join(__dirname, '../src/db/migrations'), ...folders.map((folder) => path.join(MODULES_DIR, folder, 'migrations'))].flatMap((dir) => {
    try {
      return readdirSync(dir).filter((name) => /^\d{13}-.*\.ts$/.test(name));
    } catch {
      return [];
    }
  });
  const stamps = migrations.map((migration) => /\d{13}$/.exec(migration.name)?.[0]);
  expect(stamps).toEqual(files.map((name) => name.slice(0, 13)).sort());
});

it('builds the GraphQL schema and the data source from the modules', () => {
  expect(entities.length).toBeGreaterThanOrEqual(15);
  expect(resolvers).toEqual(modules.flatMap((module) => module.resolvers ?? []));
  const names = t.db.dataSource.entityMetadatas.map((metadata) => metadata.name).sort();
  expect(names).toEqual(entities.map((entity) => entity.name).sort());
});

it('makes each module its services from those of the modules before it, and says so when the order is wrong', () => {
  const deps = { clock: systemClock } as unknown as Deps;
  const first = defineModule({ name: 'first', services: () => ({ one: 1 }) });
  const second = defineModule({ name: 'second', services: (_deps, made) => ({ two: (made as unknown as { one: number }).one + 1 }) });
  expect(servicesOf([first, second], deps, { transport: null, devMailbox: false })).toEqual({ one: 1, two: 2 });
  expect(() => servicesOf([second, first], deps, { transport: null, devMailbox: false })).toThrow(
    'The second module reads services.one, which is made after it: list second later in modules/registry.ts',
  );
});

it("gives each request every module's loaders, made only when first read, and new for each request", () => {
  const one = createLoaders(t.db.dataSource);
  const other = createLoaders(t.db.dataSource);
  const everyName = modules.flatMap((module) => (module.loaders ? Object.keys(module.loaders(t.db.dataSource)) : []));
  expect(everyName.length).toBeGreaterThan(5);
  for (const name of everyName) {
    const loader = (one as unknown as Record<string, unknown>)[name];
    expect({ name, defined: loader !== undefined }).toEqual({ name, defined: true });
    expect((one as unknown as Record<string, unknown>)[name]).toBe(loader);
    expect((other as unknown as Record<string, unknown>)[name]).not.toBe(loader);
  }
});
