// Relative import: a package cannot name itself through its own node_modules.
import { defineAppVitestConfig } from './federation/vitest-config.ts';

export default defineAppVitestConfig({ name: 'shared' });
