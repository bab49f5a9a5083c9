import type { Repository } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { Course } from '../modules/courses/course.entity';
import { CourseLevel } from '../modules/courses/course-level';
import { AppError } from '../shared/errors';
import { removeById, updateById } from './find';

let db: TestDatabase;
let courses: Repository<Course>;
beforeAll(async () => {
  db = await createTestDatabase();
  courses = db.dataSource.getRepository(Course);
});
afterAll(() => db.drop());

const MISSING = '00000000-0000-4000-8000-000000000000';
const course = (title = 'Course') => courses.save(courses.create({ title, description: 'About it', level: CourseLevel.FIRST_YEAR }));
const notFound = { code: 'NOT_FOUND', message: 'Course not found' };
const statementsOf = async (run: () => Promise<unknown>): Promise<string[]> => {
  const before = db.queries.length;
  await run().catch(() => undefined);
  return db.queries.slice(before);
};

describe('removeById', () => {
  it('deletes the row in one statement and answers its id', async () => {
    const { id } = await course();
    let answer: string | undefined;
    expect(await statementsOf(async () => (answer = await removeById(courses, id, 'Course')))).toHaveLength(1);
    expect(answer).toBe(id);
    expect(await courses.findOneBy({ id })).toBeNull();
  });

  it('is NOT_FOUND for a row that is gone and for an id that cannot name one, which runs no statement', async () => {
    const { id } = await course();
    await removeById(courses, id, 'Course');
    await expect(removeById(courses, id, 'Course')).rejects.toMatchObject(notFound);
    await expect(removeById(courses, MISSING, 'Course')).rejects.toMatchObject(notFound);
    expect(await statementsOf(() => expect(removeById(courses, 'not-an-id', 'Course')).rejects.toMatchObject(notFound))).toEqual([]);
  });
});

describe('updateById', () => {
  it('hands the current row to changesOf, stores its changes and answers the row as stored', async () => {
    const { id } = await course('Before');
    const seen: string[] = [];
    const updated = await updateById(courses, id, 'Course', (current) => {
      seen.push(current.title);
      return { title: `${current.title}, after` };
    });
    expect(seen).toEqual(['Before']);
    expect(updated).toBeInstanceOf(Course);
    expect(updated).toMatchObject({ id, title: 'Before, after', description: 'About it' });
    expect((await courses.findOneByOrFail({ id })).title).toBe('Before, after');
  });

  it('is NOT_FOUND before the input is judged: changesOf never runs for a missing row', async () => {
    const judge = jest.fn(() => {
      throw new AppError('BAD_USER_INPUT', 'Title is required');
    });
    await expect(updateById(courses, MISSING, 'Course', judge)).rejects.toMatchObject(notFound);
    await expect(updateById(courses, 'not-an-id', 'Course', judge)).rejects.toMatchObject(notFound);
    expect(judge).not.toHaveBeenCalled();
    // An existing row: the input's own error.
    const { id } = await course();
    await expect(updateById(courses, id, 'Course', judge)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('runs no UPDATE when there is nothing to change', async () => {
    const { id } = await course();
    const statements = await statementsOf(() => updateById(courses, id, 'Course', () => ({})));
    expect(statements.filter((sql) => /^\s*UPDATE/i.test(sql))).toEqual([]);
    expect(statements).toHaveLength(2);
  });
});
