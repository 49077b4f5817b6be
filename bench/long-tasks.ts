/**
 * The long tasks (≥ 50 ms) of a page's main thread in a Chrome trace, each attributed to the
 * source files its time went to. The trace's CPU profile samples give each file's own time inside
 * a task; a trace without samples falls back to the scripts the task's calls and evaluations
 * started from. A sample is named by the module its function comes from, through the build's
 * source maps; without them, by its chunk's main module through the build manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { Manifest } from 'vite';

export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  // navigationStart, the origin of the tasks' start times.
  'blink.user_timing',
];

const LONG_TASK_US = 50_000;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- trace args vary by event
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  /** Milliseconds per source file, largest first. */
  files: [string, number][];
}

/** Where a function comes from: its script and position there (0-based, -1 when unknown). */
export interface CodeAt {
  url: string;
  line: number;
  column: number;
}

interface Sample extends CodeAt {
  ts: number;
}

/** The CPU profile samples of every thread, keyed `pid:tid`, with each sample's script URL. */
function samplesByThread(events: TraceEvent[]): Map<string, Sample[]> {
  const threads = new Map<string, Sample[]>();
  const profiles = new Map<string, { thread: string; time: number; nodes: Map<number, CodeAt> }>();
  for (const e of events) {
    if (e.name === 'Profile') {
      profiles.set(`${e.pid}:${e.id}`, {
        thread: `${e.pid}:${e.tid}`,
        time: e.args?.data?.startTime ?? e.ts,
        nodes: new Map(),
      });
    } else if (e.name === 'ProfileChunk') {
      const profile = profiles.get(`${e.pid}:${e.id}`);
      const data = e.args?.data;
      if (!profile || !data) continue;
      for (const node of data.cpuProfile?.nodes ?? []) {
        const frame = node.callFrame ?? {};
        profile.nodes.set(node.id, {
          url: frame.url || `(${frame.functionName || 'native'})`,
          line: frame.lineNumber ?? -1,
          column: frame.columnNumber ?? -1,
        });
      }
      const list = threads.get(profile.thread) ?? [];
      const ids: number[] = data.cpuProfile?.samples ?? [];
      const deltas: number[] = data.timeDeltas ?? [];
      ids.forEach((id, i) => {
        profile.time += deltas[i] ?? 0;
        list.push({ ts: profile.time, ...(profile.nodes.get(id) ?? { url: '(unknown)', line: -1, column: -1 }) });
      });
      threads.set(profile.thread, list);
    }
  }
  return threads;
}

/** Time per script the task's top-level calls and evaluations started from (no samples). */
function filesFromCalls(inside: TraceEvent[], name: (at: CodeAt) => string): Map<string, number> {
  const files = new Map<string, number>();
  let coveredUntil = 0;
  for (const e of inside) {
    const url: string | undefined = e.args?.data?.url || e.args?.fileName;
    if (!url || !e.dur || e.ts < coveredUntil) continue;
    const file = name({ url, line: -1, column: -1 });
    files.set(file, (files.get(file) ?? 0) + e.dur);
    coveredUntil = e.ts + e.dur;
  }
  return files;
}

/**
 * The browser's own work a sample outside script fell in (parsing, style, layout, compiling,
 * garbage collection…): the innermost timeline event around it.
 */
function innermost(events: TraceEvent[], ts: number): string | undefined {
  let found: TraceEvent | undefined;
  for (const e of events) {
    if (e.ts > ts) break;
    if (e.dur && ts < e.ts + e.dur && !/RunTask$|^FunctionCall$|^EvaluateScript$/.test(e.name)) found = e;
  }
  // V8 names each phase of a collection: one name for them all.
  return found?.name.startsWith('V8.GC') ? 'garbage collection' : found?.name;
}

/** The long tasks of the renderer main threads of a trace (Chrome's JSON trace format). */
export function longTasks(traceJson: string, name: (at: CodeAt) => string = (at) => at.url): LongTask[] {
  const parsed = JSON.parse(traceJson) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = (Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? [])).sort((a, b) => a.ts - b.ts);
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const samples = samplesByThread(events);
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame !== false);
  if (!navigation) throw new Error('The trace has no navigationStart of the main frame');
  const origin = navigation.ts;
  const tasks: LongTask[] = [];
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (mainThreads.has(thread) && e.ph === 'X') byThread.set(thread, [...(byThread.get(thread) ?? []), e]);
  }
  for (const [thread, list] of byThread) {
    const threadSamples = samples.get(thread) ?? [];
    let taskEnd = 0;
    for (const task of list) {
      // Chrome nests one task event in another (ThreadControllerImpl::RunTask, RunTask): count
      // the outer one.
      if (!/RunTask$/.test(task.name) || (task.dur ?? 0) < LONG_TASK_US || task.ts < taskEnd) continue;
      const end = task.ts + task.dur!;
      taskEnd = end;
      const inside = list.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
      const inTask = threadSamples.filter((s) => s.ts >= task.ts && s.ts < end);
      let files: Map<string, number>;
      if (inTask.length > 1) {
        files = new Map();
        const step = task.dur! / inTask.length;
        for (const s of inTask) {
          const key = s.url.startsWith('(') ? `(${innermost(inside, s.ts) ?? s.url.slice(1, -1)})` : name(s);
          files.set(key, (files.get(key) ?? 0) + step);
        }
      } else {
        files = filesFromCalls(inside, name);
      }
      tasks.push({
        startMs: (task.ts - origin) / 1000,
        durationMs: task.dur! / 1000,
        files: [...files].map(([f, us]) => [f, us / 1000] as [string, number]).sort((a, b) => b[1] - a[1]),
      });
    }
  }
  // Tasks before the navigation (the profiler starting, the page being left) are not the load's.
  return tasks.filter((t) => t.startMs >= 0).sort((a, b) => b.durationMs - a.durationMs);
}

const shortSource = (root: string, file: string) =>
  path
    .relative(root, file)
    .replace(/^(\.\.\/)+/, '')
    .replace(/^.*node_modules\//, 'node_modules/');

/**
 * A name for code in the build: the source module of the function (through the chunk's source
 * map, when the build wrote one), else the chunk's main module (through the manifest), else the
 * chunk's file.
 */
export function sourceNamer(outDir: string, root: string): (at: CodeAt) => string {
  const byFile = new Map<string, string>();
  const manifestPath = path.join(outDir, '.vite/manifest.json');
  if (fs.existsSync(manifestPath)) {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
    for (const [key, chunk] of Object.entries(manifest)) {
      byFile.set(chunk.file, chunk.src ?? (chunk.name ? `${chunk.name} (shared chunk)` : key));
    }
  }
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      const mapPath = path.join(outDir, `${file}.map`);
      maps.set(file, fs.existsSync(mapPath) ? new TraceMap(fs.readFileSync(mapPath, 'utf8')) : null);
    }
    return maps.get(file) ?? null;
  };
  return ({ url, line, column }) => {
    if (!/^https?:/.test(url)) return url;
    const file = new URL(url).pathname.replace(/^\//, '');
    const map = line >= 0 ? mapOf(file) : null;
    if (map) {
      const source = originalPositionFor(map, { line: line + 1, column: Math.max(0, column) }).source;
      if (source) return shortSource(root, path.resolve(path.dirname(path.join(outDir, file)), source));
    }
    const main = byFile.get(file);
    if (main) return `${path.basename(file)} → ${main}`;
    return file.endsWith('.js') ? file : `${file} (the page: its HTML and inline scripts)`;
  };
}

export interface StyleWork {
  recalcs: number;
  /** Elements restyled, summed over the recalculations. */
  elements: number;
  styleMs: number;
  layoutMs: number;
}

/**
 * The page's style recalculation and layout over a trace, after the main frame's navigation:
 * how often the whole document is restyled shows in `elements` against the page's size.
 */
export function styleWork(traceJson: string): StyleWork {
  const parsed = JSON.parse(traceJson) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame !== false);
  const work: StyleWork = { recalcs: 0, elements: 0, styleMs: 0, layoutMs: 0 };
  for (const e of events) {
    if (!mainThreads.has(`${e.pid}:${e.tid}`) || e.ts < (navigation?.ts ?? 0) || !e.dur) continue;
    if (e.name === 'UpdateLayoutTree') {
      work.recalcs++;
      work.elements += Number(e.args?.elementCount ?? 0);
      work.styleMs += e.dur / 1000;
    } else if (e.name === 'Layout') work.layoutMs += e.dur / 1000;
  }
  return work;
}
