// Lighthouse scores for pages of a running Forewarn (DESIGN.md §6 budgets; issue #15): the
// `lighthouse` package drives the system Chromium through chrome-launcher, nothing downloaded.
// Mobile preset as the default config has it: a phone-sized screen and simulated slow 4G and
// CPU throttling. Each page is a first visit: Lighthouse clears the origin's storage before it
// loads, so / shows its welcome popup as a newcomer sees it (if the popup ever becomes the
// largest paint, that is a real finding, not something to hide).
import { mkdir, writeFile } from 'node:fs/promises';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthousePage = { name: string; path: string };
export type LighthouseScores = {
  name: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
};

/** Issue #15: every page Lighthouse measures must score at least this. */
export const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 100, bestPractices: 100 };

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** 0–1 (or null when a category could not be scored) as the 0–100 the report shows. */
const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

/**
 * One Lighthouse run. Lighthouse sometimes fails to record a trace on a busy machine
 * (NO_NAVSTART and the like): such a run is tried again, twice at most, before it counts as an
 * error.
 */
async function measure(url: string, port: number, name: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${name}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return { lhr, trace: result.artifacts.Trace };
    if (attempt === 3) throw new Error(`Lighthouse on ${name}: ${lhr.runtimeError.message}`);
    console.log(`  Lighthouse on ${name}: ${lhr.runtimeError.code}, trying again`);
  }
}

/** Reports kept so far in this process, by page: each run's report gets its own file. */
const reportsWritten = new Map<string, number>();

/**
 * Runs Lighthouse on each page of `base` in turn, one Chromium for all of them. Set
 * LIGHTHOUSE_REPORT_DIR to keep each page's full JSON report (`<name>-<run>.json`, the folder
 * made if need be) and its trace (`<name>-<run>.trace.json`) for finding out why a score is
 * what it is.
 */
export async function runLighthouse(
  base: string,
  pages: readonly LighthousePage[],
): Promise<LighthouseScores[]> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
    // chrome-launcher's own defaults (a throwaway profile, no first-run pages) stay on.
    logLevel: 'silent',
  });
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  const scores: LighthouseScores[] = [];
  try {
    for (const page of pages) {
      const { lhr, trace } = await measure(new URL(page.path, base).href, chrome.port, page.name);
      if (reportDir) {
        const run = (reportsWritten.get(page.name) ?? 0) + 1;
        reportsWritten.set(page.name, run);
        await mkdir(reportDir, { recursive: true });
        await writeFile(`${reportDir}/${page.name}-${run}.json`, JSON.stringify(lhr, null, 1));
        // The page load's trace too: what the main thread did, task by task (DevTools opens it).
        await writeFile(`${reportDir}/${page.name}-${run}.trace.json`, JSON.stringify(trace));
      }
      // What the performance score is made of, and how fast this machine's CPU was by
      // Lighthouse's own yardstick (its throttling multiplies the tasks it observed, so a slower
      // host scores lower with the same page).
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      console.log(
        `  Lighthouse ${page.name}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, SI ${metric('speed-index')}, CLS ${metric('cumulative-layout-shift')}; benchmarkIndex ${lhr.environment.benchmarkIndex}`,
      );
      scores.push({
        name: page.name,
        performance: percent(lhr.categories.performance?.score),
        accessibility: percent(lhr.categories.accessibility?.score),
        bestPractices: percent(lhr.categories['best-practices']?.score),
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
