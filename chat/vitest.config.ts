// By path, not by package name: vitest loads its config with plain Node, which cannot run a
// workspace package's .ts files (vite.config.ts gets `--configLoader runner` instead).
import { defineAppVitestConfig } from '../shared/federation/index.ts';

export default defineAppVitestConfig({ name: 'chat' });
