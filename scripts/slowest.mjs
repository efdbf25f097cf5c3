// The slowest test files of a run, from Vitest's and Playwright's JSON reports: printed by
// `npm test` (and so by CI) after every run, so a file that grows slow is seen the day it does.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** @returns {{ file: string, seconds: number, runner: string }[]} */
export function vitestFiles(report) {
  return (report?.testResults ?? []).map((f) => ({
    file: path.relative(ROOT, f.name),
    seconds: Math.max(0, (f.endTime ?? 0) - (f.startTime ?? 0)) / 1000,
    runner: 'vitest',
  }));
}

/** A Playwright file runs in one worker, test after test: its time is the sum of its tests'. */
export function playwrightFiles(report) {
  const totals = new Map();
  const visit = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          totals.set(here, (totals.get(here) ?? 0) + (result.duration ?? 0));
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report?.suites ?? []) visit(suite, suite.file);
  return [...totals].map(([file, ms]) => ({
    file: path.join('e2e/tests', file),
    seconds: ms / 1000,
    runner: 'playwright',
  }));
}

/** The `count` slowest files of both reports, as lines to print. */
export function slowestLines(vitestReport, playwrightReport, count = 15) {
  const files = [...vitestFiles(vitestReport), ...playwrightFiles(playwrightReport)]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
  return files.map(
    (f) => `${f.seconds.toFixed(1).padStart(7)} s  ${f.runner.padEnd(10)} ${f.file}`,
  );
}
