import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as { __EMBEDDED_PG__?: { stop: () => Promise<void>; dir: string } }).__EMBEDDED_PG__;
  if (!embedded) return;
  await embedded.stop();
  rmSync(embedded.dir, { recursive: true, force: true });
}
