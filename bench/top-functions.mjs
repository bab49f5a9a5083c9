// Summarises a V8 CPU profile (node --cpu-prof, e.g. from `npm run bench -- --profile`):
// self time per function and per package, the biggest first.
//   node bench/top-functions.mjs bench/profiles/CPU.....cpuprofile [count]
import { readFileSync } from 'node:fs';

const [file, count = '40'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const intervals = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (intervals[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const where = (frame) => {
  const url = frame.url || '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url.includes('/api/dist/') ? 'api (ours)' : url.startsWith('node:') ? 'node' : url);
  return pkg;
};
const byFunction = new Map();
const byPackage = new Map();
for (const [id, micros] of self) {
  const { callFrame } = byId.get(id);
  const key = `${callFrame.functionName || '(anonymous)'}  ${callFrame.url.replace(/^.*node_modules\//, '')}:${callFrame.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  byPackage.set(where(callFrame), (byPackage.get(where(callFrame)) ?? 0) + micros);
}
const show = (map, n) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, micros]) => `${((100 * micros) / total).toFixed(1).padStart(5)}%  ${key}`).join('\n');
console.log(`total ${(total / 1e6).toFixed(1)} s sampled\n\nby package:\n${show(byPackage, 25)}\n\nby function (self time):\n${show(byFunction, Number(count))}`);
