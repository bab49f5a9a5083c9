// The subscriptions' WebSocket bounds what one socket, user and address may hold: a
// message over 1 MB (even a connection_init before authentication) closes the socket with 1009,
// sockets past 10 per user or 50 per address are closed with 4429, and a subscription past 20 on
// one socket is refused alone (RATE_LIMITED) while the socket goes on.
import WebSocket from 'ws';
import { LIVE_LIMITS, TOO_MANY_CONNECTIONS, TOO_MANY_SUBSCRIPTIONS } from '../src/graphql/live/ws-server';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';

let t: TestApp;
let wsUrl: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  ({ wsUrl } = await t.listen());
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});
afterAll(() => t.close());

type Message = { type: string; id?: string; payload?: { message: string; extensions?: { code?: string } }[] };

// A raw graphql-ws socket: what it received and, once closed, how.
function open(): Promise<{ socket: WebSocket; messages: Message[]; closed: Promise<{ code: number; reason: string }> }> {
  const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
  sockets.push(socket);
  const messages: Message[] = [];
  socket.on('message', (data) => messages.push(JSON.parse((data as Buffer).toString()) as Message));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages, closed }));
    socket.once('error', reject);
  });
}

// Opened and acknowledged with this token; or how the server closed it instead.
async function connect(token?: string) {
  const opened = await open();
  opened.socket.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} }));
  const outcome = await Promise.race([
    opened.closed,
    until(() => opened.messages.some((m) => m.type === 'connection_ack')).then(() => 'ack' as const),
  ]);
  return { ...opened, outcome };
}

const until = async (done: () => boolean, ms = 3_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

it('closes a socket whose connection_init is over 1 MB with 1009, before authentication', async () => {
  const { socket, closed } = await open();
  socket.send(JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(2 * 1024 * 1024) } }));
  expect((await closed).code).toBe(1009);
  // A message under the limit is read as usual.
  const fine = await connect();
  expect(fine.outcome).toBe('ack');
});

it(`closes a user's socket past ${LIVE_LIMITS.connectionsPerUser} with 4429; one closing frees a place`, async () => {
  const admin = await t.signIn(Role.ADMIN);
  const held = [];
  for (let i = 0; i < LIVE_LIMITS.connectionsPerUser; i += 1) held.push(await connect(admin.token));
  expect(held.map((c) => c.outcome)).toEqual(held.map(() => 'ack'));
  const over = await connect(admin.token);
  expect(over.outcome).toEqual({ code: TOO_MANY_CONNECTIONS.code, reason: 'Too many connections' });
  // Another user is not affected.
  expect((await connect((await t.signIn(Role.ADMIN)).token)).outcome).toBe('ack');
  held[0].socket.close();
  await held[0].closed;
  await until(() => true);
  expect((await connect(admin.token)).outcome).toBe('ack');
});

it(`closes a client address's socket past ${LIVE_LIMITS.connectionsPerAddress} with 4429, before reading it`, async () => {
  const held = [];
  for (let i = 0; i < LIVE_LIMITS.connectionsPerAddress; i += 1) held.push(await open());
  const over = await open();
  expect(await over.closed).toEqual({ code: TOO_MANY_CONNECTIONS.code, reason: 'Too many connections' });
  for (const socket of held) socket.socket.close();
  await Promise.all(held.map((socket) => socket.closed));
  expect((await connect()).outcome).toBe('ack');
});

it(`refuses a subscription past ${LIVE_LIMITS.subscriptionsPerSocket} on one socket with RATE_LIMITED; the others go on`, async () => {
  const admin = await t.signIn(Role.ADMIN);
  const { socket, messages, outcome, closed } = await connect(admin.token);
  expect(outcome).toBe('ack');
  const subscribe = (id: string) => socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query: 'subscription { contactMessageReceived { id } }' } }));
  for (let i = 1; i <= LIVE_LIMITS.subscriptionsPerSocket + 1; i += 1) subscribe(String(i));
  await until(() => messages.some((m) => m.type === 'error'));
  const errors = messages.filter((m) => m.type === 'error');
  expect(errors).toEqual([{ id: String(LIVE_LIMITS.subscriptionsPerSocket + 1), type: 'error', payload: [expect.objectContaining({ message: TOO_MANY_SUBSCRIPTIONS, extensions: expect.objectContaining({ code: 'RATE_LIMITED' }) })] }]);
  // Completing one frees a place; the socket stayed open.
  socket.send(JSON.stringify({ id: '1', type: 'complete' }));
  subscribe('22');
  socket.send(JSON.stringify({ type: 'ping' }));
  await until(() => messages.some((m) => m.type === 'pong'));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(messages.filter((m) => m.type === 'error')).toHaveLength(1);
  expect(socket.readyState).toBe(WebSocket.OPEN);
  socket.close();
  await closed;
});
