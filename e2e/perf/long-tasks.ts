/**
 * `npm run perf:long-tasks -w e2e`: the main thread's long tasks while `/`, a statement and `/commentators` load on a
 * phone-like CPU. Builds what is not built, starts the production build on a fresh data dir, then for each page
 * (PERF_RUNS times, 3 by default) opens it in Chromium with the CPU slowed 4× (`Emulation.setCPUThrottlingRate`, as
 * Lighthouse's mobile preset) and a phone's viewport, records a trace until the network has been idle, and prints
 * every task over 50 ms on the page's main thread with what ran in it (script evaluation, compilation and function
 * calls by file, style, layout, paint, garbage collection). A PerformanceObserver for 'longtask' in the page gives
 * the browser's own count as a cross-check. Each task running the site's code also says about how much of it that code
 * took (its share of the task's CPU samples), since the HTML's first parse and layout also run the small inline scripts.
 * Timings depend on the host's load: compare runs made at a similar one.
 *
 * PERF_CPU_RATE changes the slowdown, PERF_PORT the server's port, PERF_PAGE measures one page (e.g. `/`), PERF_TRACE_DIR
 * keeps each trace (open it in DevTools' Performance panel), PERF_SKIP_BUILD=1 measures what is built.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { pagesUnderTest } from './first-load';
import { CHROME_FLAGS, buildIfNeeded, firstStatementId, startServer, stopServer } from './server';

const RUNS = Number(process.env.PERF_RUNS || 3);
const CPU_RATE = Number(process.env.PERF_CPU_RATE || 4);
const PORT = Number(process.env.PERF_PORT || 8383);
const BASE = `http://127.0.0.1:${PORT}`;
const LONG_MS = 50;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  // Samples of the JavaScript stack (every 100 µs or so): which file's code the task's time went to.
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      type?: string;
      documentLoaderURL?: string;
      startTime?: number;
      cpuProfile?: { nodes?: { id: number; callFrame: { url: string; functionName: string } }[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  /**
   * Whether the site's JavaScript ran in the task (every script on these pages is the site's own): the CPU profile
   * sampled it there. A task of parsing and rendering also runs the browser's own microtasks, which are not ours.
   */
  ours: boolean;
  /**
   * About how much of the task the site's JavaScript itself took: its share of the task's CPU samples times the task's
   * length. A task of parsing and layout that also ran a 2 ms inline script is long, but not from that script.
   */
  scriptMs: number;
  /** Where the JavaScript samples in the task fell, by file, e.g. "107.669e119a30.js 80%". */
  samples: string;
  /** The largest pieces of work inside it, longest first, e.g. "EvaluateScript vendor.js 120 ms". */
  inside: string[];
}

/** Work worth naming inside a task; a trace nests them, so a piece's time includes what ran inside it. */
const PIECES = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.produceCache',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.ParseFunction',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'MajorGC',
  'MinorGC',
  'V8.GC_MARK_COMPACTOR',
  'EventDispatch',
  'HitTest',
  'ParseAuthorStyleSheet',
]);

const fileOf = (url: string) => {
  try {
    return new URL(url).pathname.split('/').pop() || url;
  } catch {
    return url;
  }
};

/** The renderer's main thread that ran the site's scripts (with COOP the page gets a renderer of its own). */
function mainThreadOf(events: TraceEvent[]): { pid: number; tid: number } | null {
  const mains = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const scripted = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (!mains.has(key) || !event.args?.data?.url?.startsWith(BASE)) continue;
    scripted.set(key, (scripted.get(key) ?? 0) + (event.dur ?? 0));
  }
  const [best] = [...scripted.entries()].sort((a, b) => b[1] - a[1]);
  if (!best) return null;
  const [pid, tid] = best[0].split(':').map(Number);
  return { pid, tid };
}

/**
 * The renderer's CPU profile as (time in µs, file of the running function) samples; '(program)', '(garbage
 * collector)' and the like as such. Chromium writes the chunks from its profiler thread, so they are matched by process.
 */
function samplesOf(events: TraceEvent[], pid: number): { ts: number; file: string }[] {
  const out: { ts: number; file: string }[] = [];
  const profiles = new Map<string, { ts: number; files: Map<number, string> }>();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile' && event.id) profiles.set(event.id, { ts: event.args?.data?.startTime ?? event.ts, files: new Map() });
    if (event.name !== 'ProfileChunk' || !event.id) continue;
    const profile = profiles.get(event.id);
    const data = event.args?.data;
    if (!profile || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) {
      const { url, functionName } = node.callFrame;
      profile.files.set(node.id, url ? fileOf(url) : functionName || '(anonymous)');
    }
    (data.cpuProfile?.samples ?? []).forEach((node, index) => {
      profile.ts += data.timeDeltas?.[index] ?? 0;
      out.push({ ts: profile.ts, file: profile.files.get(node) ?? '?' });
    });
  }
  return out;
}

function sampleShares(samples: { ts: number; file: string }[], from: number, to: number): string {
  const inside = samples.filter((sample) => sample.ts >= from && sample.ts <= to && sample.file !== '(idle)');
  const byFile = new Map<string, number>();
  inside.forEach((sample) => byFile.set(sample.file, (byFile.get(sample.file) ?? 0) + 1));
  return [...byFile.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([file, count]) => `${file} ${Math.round((100 * count) / inside.length)}%`)
    .join(', ');
}

/** A sample of the browser's own work ('(program)', '(garbage collector)', '(idle)'), not of a script's function. */
const NOT_SCRIPT = /^\(.*\)$/;
/** Samples (about one per 100 µs to 1 ms) of the site's code a task needs before it counts as running it. */
const MIN_SCRIPT_SAMPLES = 3;

export function longTasksOf(events: TraceEvent[], navigationStartUs?: number): LongTask[] {
  const main = mainThreadOf(events);
  if (!main) return [];
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined);
  const origin = navigationStartUs ?? Math.min(...onMain.map((event) => event.ts));
  // From the site's navigation on: the tasks before it are the previous page's (about:blank) unload and swap.
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur! / 1000 > LONG_MS && event.ts >= origin);
  const samples = samplesOf(events, main.pid);
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const pieces = new Map<string, number>();
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end && sample.file !== '(idle)');
    const scriptSamples = inTask.filter((sample) => !NOT_SCRIPT.test(sample.file)).length;
    const ours = scriptSamples >= MIN_SCRIPT_SAMPLES;
    for (const event of onMain) {
      if (event === task || event.ts < task.ts || event.ts + event.dur! > end || !PIECES.has(event.name)) continue;
      const data = event.args?.data ?? {};
      const label = [event.name, data.url ? fileOf(data.url) : '', data.functionName || '', data.type || ''].filter(Boolean).join(' ');
      pieces.set(label, Math.max(pieces.get(label) ?? 0, event.dur! / 1000));
    }
    return {
      startMs: (task.ts - origin) / 1000,
      durationMs: task.dur! / 1000,
      ours,
      scriptMs: inTask.length ? (task.dur! / 1000) * (scriptSamples / inTask.length) : 0,
      samples: sampleShares(samples, task.ts, end),
      inside: [...pieces.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([label, ms]) => `${label} ${Math.round(ms)} ms`),
    };
  });
}

interface Run {
  tasks: LongTask[];
  /** What the page's own PerformanceObserver('longtask') saw: count and the longest, in ms. */
  observed: number[];
}

async function measure(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: number[] = [];
    Object.assign(window, { __receiptsLongTasks: seen });
    try {
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push(entry.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
    } catch {
      // no Long Tasks API: the trace still counts
    }
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'networkidle' });
  // What runs after the network is quiet (hydration's last slices, the sidebar's lists) belongs to the load too.
  await page.waitForTimeout(2000);
  const observed = await page.evaluate(() => (window as unknown as { __receiptsLongTasks: number[] }).__receiptsLongTasks.slice());
  const raw = await browser.stopTracing();
  if (process.env.PERF_TRACE_DIR) {
    fs.mkdirSync(process.env.PERF_TRACE_DIR, { recursive: true });
    fs.writeFileSync(path.join(process.env.PERF_TRACE_DIR, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), raw);
  }
  const trace = JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  const navigation = trace.traceEvents.find(
    (event) => event.name === 'navigationStart' && event.args?.data && 'documentLoaderURL' in event.args.data,
  );
  return { tasks: longTasksOf(trace.traceEvents, navigation?.ts), observed };
}

async function main() {
  buildIfNeeded();
  const server = await startServer(PORT);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_FLAGS });
  try {
    console.log(
      `CPU slowed ${CPU_RATE}×, ${RUNS} runs per page; host load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    const statementId = await firstStatementId(BASE);
    for (const { path: pagePath } of pagesUnderTest(statementId).filter(
      (page) => !process.env.PERF_PAGE || page.path === process.env.PERF_PAGE,
    )) {
      console.log(`\n=== ${pagePath} ===`);
      const max = (values: number[]) => (values.length ? Math.max(...values) : 0);
      const longest: number[] = [];
      const longestOurs: number[] = [];
      const mostScript: number[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const { tasks, observed } = await measure(browser, `${BASE}${pagePath}`);
        longest.push(max(tasks.map((task) => task.durationMs)));
        longestOurs.push(max(tasks.filter((task) => task.ours).map((task) => task.durationMs)));
        mostScript.push(max(tasks.filter((task) => task.ours).map((task) => task.scriptMs)));
        console.log(
          `run ${run}: ${tasks.length} tasks over ${LONG_MS} ms in the trace (${tasks.filter((task) => task.ours).length} running scripts); ` +
            `the page's PerformanceObserver saw ${observed.length}, longest ${Math.round(max(observed))} ms`,
        );
        for (const task of [...tasks].sort((a, b) => b.durationMs - a.durationMs)) {
          console.log(
            `  ${String(Math.round(task.durationMs)).padStart(4)} ms at ${String(Math.round(task.startMs)).padStart(5)} ms${task.ours ? ` [script, ~${Math.round(task.scriptMs)} ms of it the site's JS]` : ' [parse/render]'}: ${task.inside.join('; ')}` +
              (task.samples ? `\n          JS samples: ${task.samples}` : ''),
          );
        }
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      console.log(
        `longest task, median of ${RUNS}: ${Math.round(median(longest))} ms (runs: ${longest.map(Math.round).join(', ')}); ` +
          `longest running scripts: ${Math.round(median(longestOurs))} ms (runs: ${longestOurs.map(Math.round).join(', ')}); ` +
          `the site's JS in a long task, at most: ${Math.round(max(mostScript))} ms (runs: ${mostScript.map(Math.round).join(', ')})`,
      );
    }
  } finally {
    await browser.close();
    stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
