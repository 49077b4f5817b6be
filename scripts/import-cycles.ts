/**
 * Refuses import cycles among our modules, type imports included: ESLint's import-x/no-cycle
 * skips `import type`, and a circle through a type still ties the modules' design together.
 * Reads every import and re-export of src/, sync/ and supabase/ with TypeScript's own
 * resolver (tsconfig paths included) and prints each strongly connected set of modules.
 * Run by `npm run lint`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const roots = ['src', 'sync', 'supabase'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const config = ts.getParsedCommandLineOfConfigFile(
  join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
);
if (!config) throw new Error('tsconfig.json could not be read');

const files = roots.flatMap((dir) => sourceFiles(join(root, dir)));
const known = new Set(files);
const edges = new Map<string, string[]>();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = importedFiles
    .map((i) => ts.resolveModuleName(i.fileName, file, config.options, ts.sys).resolvedModule?.resolvedFileName)
    .filter((target): target is string => !!target && known.has(target));
  edges.set(file, targets);
}

// Tarjan's strongly connected components: every set of more than one module is a cycle.
let index = 0;
const order = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];

function visit(file: string) {
  order.set(file, index);
  low.set(file, index++);
  stack.push(file);
  onStack.add(file);
  for (const next of edges.get(file) ?? []) {
    if (!order.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file)!, low.get(next)!));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
  }
  if (low.get(file) !== order.get(file)) return;
  const component: string[] = [];
  let member: string;
  do {
    member = stack.pop()!;
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1) cycles.push(component.map((f) => relative(root, f)).sort());
}

for (const file of files) if (!order.has(file)) visit(file);

if (cycles.length) {
  console.error(`Import cycles (type imports included): ${cycles.length}`);
  for (const cycle of cycles) console.error(`\n  ${cycle.join('\n  ')}`);
  process.exit(1);
}
console.log(`No import cycles among ${files.length} modules.`);
