import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { createLoaders, type Loaders } from '../src/modules/registry';

// A stand-in that only records which repositories the loaders ask for: no loader runs here.
const recordingDataSource = () => {
  const asked: string[] = [];
  const dataSource = { getRepository: (entity: { name: string }) => (asked.push(entity.name), {}) } as unknown as DataSource;
  return { asked, dataSource };
};

// Every loader name a request's loaders answer to (each module's, through one shared prototype).
const names = (loaders: Loaders) => Object.keys(Object.getOwnPropertyDescriptors(Object.getPrototypeOf(loaders))) as (keyof Loaders)[];

// The loaders' names are learnt once per process, by making every module's loaders once.
beforeAll(() => createLoaders(recordingDataSource().dataSource));

describe('per-request loaders', () => {
  it("builds nothing until a loader is used, then only that module's loaders", () => {
    const { asked, dataSource } = recordingDataSource();
    const loaders = createLoaders(dataSource);
    expect(asked).toEqual([]);

    expect(loaders.fileById).toBeInstanceOf(DataLoader);
    expect(asked).toEqual(['StoredFile']);

    expect(loaders.chapterPagesByActivity).toBeInstanceOf(DataLoader);
    expect(loaders.activityById).toBeInstanceOf(DataLoader);
    expect(asked).toEqual(['StoredFile', 'Activity', 'Chapter']);

    expect(loaders.userById).toBeInstanceOf(DataLoader);
    expect(asked).toEqual(['StoredFile', 'Activity', 'Chapter', 'User']);
    expect(Object.keys(loaders)).toEqual([]);
  });

  it('hands out the same loader every time within a request, so its loads batch together', () => {
    const loaders = createLoaders(recordingDataSource().dataSource);
    expect(names(loaders)).toHaveLength(22);
    for (const name of names(loaders)) {
      const first = loaders[name];
      expect(first).toBeInstanceOf(DataLoader);
      expect(loaders[name]).toBe(first);
    }
  });

  it('gives every request its own loaders, so no cache outlives its request', () => {
    const { dataSource } = recordingDataSource();
    const one = createLoaders(dataSource);
    const other = createLoaders(dataSource);
    for (const name of names(one)) expect(other[name]).not.toBe(one[name]);
  });
});
