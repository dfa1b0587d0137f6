// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BundleGraph, measureRoutes } from './bundle-graph';

let dist: string;
const files: Record<string, string> = {
  'remoteEntry.js':
    'const __vite__mapDeps=(m.f=["./assets/library-routes-AAAAAAAA.css"]);import{r}from"./assets/runtime-RRRRRRRR.js";const x=()=>import(`./assets/library-routes-EEEEEEEE.js`);',
  'assets/runtime-RRRRRRRR.js': 'export const r=1;',
  'assets/library-routes-EEEEEEEE.js': 'import{a}from"./library-routes-CCCCCCCC.js";export default a;',
  'assets/library-routes-CCCCCCCC.js':
    'import"./shared-SSSSSSSS.js";const m=["./guide-page-GGGGGGGG.js","./react__prebuild__-PPPPPPPP.js"];export const a=()=>import("./guide-page-GGGGGGGG.js");',
  'assets/shared-SSSSSSSS.js': 'const f=()=>import("./react__prebuild__-PPPPPPPP.js");',
  'assets/react__prebuild__-PPPPPPPP.js': 'export default "a fallback copy of react";',
  'assets/guide-page-GGGGGGGG.js': 'import{i}from"./icons-IIIIIIII.js";export const g=()=>import("./prep-guide-11111111.js");',
  'assets/icons-IIIIIIII.js': 'export const i=1;',
  'assets/prep-guide-11111111.js': 'export default {html:"<p>PrEP</p>"};',
  'assets/prevention-plan-guide-22222222.js': 'export default {html:"<p>plan</p>"};',
  'assets/library-routes-AAAAAAAA.css': '.a{color:red}',
};

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'bundle-graph-'));
  mkdirSync(join(dist, 'assets'));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('BundleGraph', () => {
  it('finds chunks by name without mixing up prefixes', () => {
    const graph = new BundleGraph(dist);
    expect(graph.chunksNamed('prep-guide')).toEqual(['assets/prep-guide-11111111.js']);
    expect(graph.chunksNamed('library-routes').sort()).toEqual(['assets/library-routes-CCCCCCCC.js', 'assets/library-routes-EEEEEEEE.js']);
  });

  it('follows static imports and CSS, not dynamic imports or shared fallbacks', () => {
    const graph = new BundleGraph(dist);
    expect(graph.closure(['remoteEntry.js', ...graph.dynamicImportsOf('remoteEntry.js')])).toEqual([
      'assets/library-routes-AAAAAAAA.css',
      'assets/library-routes-CCCCCCCC.js',
      'assets/library-routes-EEEEEEEE.js',
      'assets/runtime-RRRRRRRR.js',
      'assets/shared-SSSSSSSS.js',
      'remoteEntry.js',
    ]);
  });

  it('measures a guide route: entry, exposed module, page, its guide only', () => {
    const [bundle] = measureRoutes(dist, [{ route: '/resources/prep-guide', chunks: ['guide-page', 'prep-guide'] }]);
    expect(bundle!.files).toContain('assets/prep-guide-11111111.js');
    expect(bundle!.files).toContain('assets/icons-IIIIIIII.js');
    expect(bundle!.files).not.toContain('assets/prevention-plan-guide-22222222.js');
    const expected = bundle!.files.reduce((sum, file) => sum + gzipSync(Buffer.from(files[file]!), { level: 9 }).length, 0);
    expect(bundle!.gzipBytes).toBe(expected);
  });

  it('says what is missing', () => {
    expect(() => measureRoutes(dist, [{ route: '/x', chunks: ['nope'] }])).toThrow('/x: no chunk named "nope"');
    expect(() => new BundleGraph(join(dist, 'assets'))).toThrow(/no remoteEntry\.js/);
  });
});
