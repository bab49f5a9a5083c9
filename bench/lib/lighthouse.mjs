// Lighthouse (12.2.3, the last line that runs on Node 20) against the running production build:
// each page as a first-time visitor (Lighthouse resets storage), with the default mobile settings
// (simulated slow 4G, 4x CPU slowdown) and with the desktop preset. Only the performance and
// accessibility categories are run. Chromium is the system one (/usr/bin/chromium); nothing is
// downloaded.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const FORM_FACTORS = { mobile: undefined, desktop: desktopConfig };

const ms = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
// Where the main thread's time goes: the heaviest scripts (bootup-time) and unused bytes per script.
const details = (lhr, id) => lhr.audits[id]?.details?.items ?? [];

// Each run's full report (JSON, for the Lighthouse viewer) is kept here, the last one per page and form factor.
const REPORTS = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'tmp', 'lighthouse');

/** One Lighthouse run of `url` (form factor 'mobile' or 'desktop'): scores (0-100), timings (ms), CLS, and the diagnostics behind them. */
async function audit(port, url, formFactor, attempts = 3) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, FORM_FACTORS[formFactor]);
  if (lhr.runtimeError) {
    // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP...) happens now and then on a busy machine: "run Lighthouse again".
    if (attempts > 1) return audit(port, url, formFactor, attempts - 1);
    throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(path.join(REPORTS, `${new URL(url).pathname.split('/')[1] || 'home'}-${formFactor}.json`), JSON.stringify(lhr));
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: ms(lhr, 'first-contentful-paint'),
    lcp: ms(lhr, 'largest-contentful-paint'),
    tbt: ms(lhr, 'total-blocking-time'),
    cls: ms(lhr, 'cumulative-layout-shift'),
    speedIndex: ms(lhr, 'speed-index'),
    unusedJsBytes: lhr.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
    bootupMs: ms(lhr, 'bootup-time'),
    mainThreadMs: ms(lhr, 'mainthread-work-breakdown'),
    bootup: details(lhr, 'bootup-time').map((item) => ({ url: item.url, scriptingMs: item.scripting, totalMs: item.total })),
    unusedJs: details(lhr, 'unused-javascript').map((item) => ({ url: item.url, wastedBytes: item.wastedBytes, totalBytes: item.totalBytes })),
    failedA11y: Object.values(lhr.audits).filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id)).map((a) => a.id),
  };
}

/**
 * Runs `pages` ({ name, path }) against `base`, mobile then desktop, `runs` times each (the run with
 * the median performance score is kept: Lighthouse's own advice for a noisy machine), in one Chromium.
 * Returns [{ page, formFactor, ...audit }].
 */
export async function lighthouseRows(base, pages, { runs = 1, onRun = () => undefined } = {}) {
  if (!CHROMIUM) throw new Error('no Chromium at /usr/bin/chromium');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const rows = [];
    for (const formFactor of Object.keys(FORM_FACTORS)) {
      for (const page of pages) {
        const results = [];
        for (let i = 0; i < runs; i++) {
          results.push(await audit(chrome.port, `${base}${page.path}`, formFactor));
          onRun(page, formFactor, results.at(-1));
        }
        results.sort((a, b) => a.performance - b.performance);
        rows.push({ page: page.name, path: page.path, formFactor, runs, ...results[Math.floor(results.length / 2)] });
      }
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}
