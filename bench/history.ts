import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Runs kept in the history file: enough to see a trend, short enough to read. */
const RUNS_KEPT = 200;

/** One line of `results/history.jsonl`: which code ran, where, and each target's figure. */
export interface HistoryEntry {
  date: string;
  /** The commit measured, `-dirty` when the tree had changes. */
  commit: string;
  /** The sections run (BENCH_ONLY), empty for all. */
  only: string[];
  cpus: number;
  cpuModel: string;
  loadAverage1m: { start: number; end: number };
  targets: Record<string, { actual: string; status: string }>;
}

/** The checkout's commit, with `-dirty` when files differ from it; `unknown` outside git. */
export function currentCommit(repoRoot: string): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
    // The history file itself changes with every run: it does not make the code measured dirty.
    const changed = git('status', '--porcelain', '--', '.', ':!bench/results');
    return `${git('rev-parse', '--short=12', 'HEAD')}${changed ? '-dirty' : ''}`;
  } catch {
    return 'unknown';
  }
}

function readHistory(file: string): HistoryEntry[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as HistoryEntry);
}

/**
 * Appends this run and keeps the last RUNS_KEPT; answers the latest earlier run that measured the same sections, so
 * each target can be printed beside its last figure.
 */
export function recordRun(file: string, entry: HistoryEntry): HistoryEntry | undefined {
  const runs = readHistory(file);
  const sameSections = (run: HistoryEntry) => run.only.join(',') === entry.only.join(',');
  const previous = runs.filter(sameSections).at(-1);
  const kept = [...runs, entry].slice(-RUNS_KEPT);
  fs.writeFileSync(file, `${kept.map((run) => JSON.stringify(run)).join('\n')}\n`);
  return previous;
}
