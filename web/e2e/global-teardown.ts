import { stopServer } from './server';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __E2E_SERVER__?: { pid?: number; dataDir: string } }).__E2E_SERVER__;
  if (server) await stopServer(server);
}
