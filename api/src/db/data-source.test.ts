import net from 'node:net';
import { databaseFaultOf } from '../shared/db-errors';
import { CONNECT_TIMEOUT_MS, createDataSource } from './data-source';

// A database host that takes the connection and then never says a word (a hung server, a
// half-open network): the pool gives up after its connect timeout instead of waiting for ever,
// and the error is one the transports answer 503.
it('gives up connecting to a silent server after the connect timeout, with an error read as the database being unavailable', async () => {
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  const dataSource = createDataSource({ url: `postgres://nobody:secret@127.0.0.1:${port}/none`, statementTimeoutMs: 1000, poolSize: 1 });
  const started = Date.now();
  try {
    const error = await dataSource.initialize().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeDefined();
    expect(databaseFaultOf(error)).toBe('DATABASE_UNAVAILABLE');
    expect(Date.now() - started).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
    expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 2_000);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }
}, 15_000);
