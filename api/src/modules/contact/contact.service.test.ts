import { startTestApp, type TestApp } from '../../../test/helpers/app';
import { Role } from '../users/role';
import { ContactMessage, ContactReply } from './contact.entity';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const message = (name: string) => t.db.dataSource.getRepository(ContactMessage).save({ name, email: `${name}@example.com`, message: `From ${name}` });
const reply = (messageId: string, authorId: string | null, body: string, createdAt: Date) =>
  t.db.dataSource.getRepository(ContactReply).save({ messageId, authorId, body, createdAt });

describe('ContactService.repliesOf', () => {
  it('runs no statement for no messages', async () => {
    const before = t.db.queries.length;
    expect((await t.services.contact.repliesOf([])).size).toBe(0);
    expect(t.db.queries.length).toBe(before);
  });

  it('groups replies by message, oldest first, with only the author fields REST shows', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const gone = await t.signIn(Role.ADMIN);
    const [a, b, quiet] = [await message('a'), await message('b'), await message('quiet')];
    const now = Date.now();
    await reply(a.id, admin.id, 'a-second', new Date(now));
    await reply(a.id, gone.id, 'a-first', new Date(now - 60_000));
    await reply(b.id, admin.id, 'b-only', new Date(now));
    await t.db.dataSource.query('DELETE FROM users WHERE id = $1', [gone.id]);

    const before = t.db.queries.length;
    const byMessage = await t.services.contact.repliesOf([a.id, b.id, quiet.id]);
    // Replies, their authors, their e-mails: three statements whatever the number of messages.
    expect(t.db.queries.length - before).toBe(3);

    expect(byMessage.get(a.id)!.map(({ reply: r, author }) => [r.body, author])).toEqual([
      ['a-first', null],
      ['a-second', { id: admin.id, name: 'Test', surname: 'admin' }],
    ]);
    expect(byMessage.get(b.id)!.map(({ reply: r }) => r.body)).toEqual(['b-only']);
    expect(byMessage.get(quiet.id)).toEqual([]);
  });
});
