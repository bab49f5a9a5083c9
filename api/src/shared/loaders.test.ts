import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { Course, CourseQuestion } from '../modules/courses/course.entity';
import { CourseLevel } from '../modules/courses/course-level';
import { byParentLoader } from './loaders';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const course = () => db.dataSource.getRepository(Course).save({ title: 'Course', description: 'About it', level: CourseLevel.FIRST_YEAR });
const question = (courseId: string, text: string, createdAt: Date) =>
  db.dataSource.getRepository(CourseQuestion).save({ courseId, question: text, answer: 'A', category: 'C', createdAt });

describe('byParentLoader', () => {
  it("answers each parent's rows oldest first, [] for a parent without any, in one statement for all", async () => {
    const [a, b, empty] = [await course(), await course(), await course()];
    const now = Date.now();
    await question(a.id, 'a-new', new Date(now));
    await question(b.id, 'b-only', new Date(now));
    await question(a.id, 'a-old', new Date(now - 60_000));
    const loader = byParentLoader(db.dataSource, CourseQuestion, 'courseId');

    const before = db.queries.length;
    const lists = await Promise.all([loader.load(a.id), loader.load(empty.id), loader.load(b.id)]);
    expect(db.queries.length - before).toBe(1);
    expect(lists.map((rows) => rows.map((row) => row.question))).toEqual([['a-old', 'a-new'], [], ['b-only']]);
    expect(lists[0][0]).toBeInstanceOf(CourseQuestion);
  });
});
