import { fileURLToPath } from 'node:url';

/** An empty seed file: database tests and benchmarks make their own rows. */
export const NO_SEED = fileURLToPath(new URL('./no-seed.sql', import.meta.url));
