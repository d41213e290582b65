// Rewrites bench/RESULTS.md from bench/results.json without measuring again (after a change to
// the hints or the table's layout). Run: node_modules/.bin/tsx bench/report-again.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { markdown, type RunInfo } from './lib/report';
import type { Row } from './lib/results';

const saved = JSON.parse(readFileSync('bench/results.json', 'utf8')) as {
  machine: Record<string, string | number>;
  run: RunInfo;
  rows: Row[];
};
writeFileSync('bench/RESULTS.md', markdown(saved.rows, saved.run, saved.machine));
console.log('bench/RESULTS.md rewritten from bench/results.json');
