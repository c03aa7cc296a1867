// Writes docs/accessibility/rgaa-grid.md from rgaa-grid.json and prints the conformance rates
// (to copy into core's ACCESSIBILITY_AUDIT and the widgets' changeset; core's grid test checks them).
import { readFileSync, writeFileSync } from 'node:fs';
import { type Grid, gridMarkdown, SCOPES, scopeRate } from '../packages/core/src/accessibility/grid';

const folder = new URL('../docs/accessibility/', import.meta.url);
const grid = JSON.parse(readFileSync(new URL('rgaa-grid.json', folder), 'utf8')) as Grid;
writeFileSync(new URL('rgaa-grid.md', folder), gridMarkdown(grid));
for (const scope of SCOPES) console.log(scope, scopeRate(grid, scope));
