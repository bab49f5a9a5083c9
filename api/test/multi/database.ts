// A PostgreSQL of its own for a multi-process test, that the test can stop and start again on the
// same data folder (a database restart or outage under a running instance).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

export type Database = { url: string; stop: () => Promise<void> };

// PostgreSQL on `dir`, in a process of its own (embedded-db.cjs); stop() waits for it to shut down.
export async function startDatabase(dir: string): Promise<Database> {
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'embedded-db.cjs'), dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += String(chunk);
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.stderr!.on('data', (chunk) => (output += String(chunk)));
    child.once('exit', (code) => reject(new Error(`PostgreSQL did not start (${String(code)}): ${output}`)));
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
