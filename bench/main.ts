/**
 * `npm run bench [-- <name>...]`: runs the named benchmarks (all when none are named). Each
 * benchmark module prints its own figures and the ratio to its target.
 */
export {};

const benches: Record<string, () => Promise<unknown>> = {
  realtime: () => import('./realtime').then((m) => m.run()),
  bundle: () => import('./bundle').then((m) => m.run()),
  sync: () => import('./sync').then((m) => m.run()),
  chat: () => import('./chat').then((m) => m.run()),
  web: () => import('./web').then((m) => m.run()),
  company: () => import('./company').then((m) => m.run()),
  search: () => import('./search').then((m) => m.run()),
  'search-render': () => import('./search-render').then((m) => m.run()),
  returning: () => import('./returning').then((m) => m.run()),
};

const names = process.argv.slice(2);
const unknown = names.filter((n) => !(n in benches));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}. Available: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
for (const name of names.length ? names : Object.keys(benches)) {
  console.log(`\n## ${name}`);
  await benches[name]!();
}
process.exit(0);
