// Build step: `pnpm --filter @app/marketing build` runs this after `vite build`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANDING_FRAGMENT_PATH, renderLandingHtml } from './render-landing';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const target = path.join(dist, LANDING_FRAGMENT_PATH);
const html = renderLandingHtml();
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, html);
console.log(`prerendered the landing page: ${path.relative(process.cwd(), target)} (${(html.length / 1024).toFixed(1)} KB)`);
