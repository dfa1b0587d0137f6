// The public entry of @app/supabase-local: what code outside this package (the benchmarks and
// the e2e suite in e2e/) may use. ESLint (import-x/no-restricted-paths in eslint.config.js)
// keeps everything else in src/ private to the package.
export { startLocalStack, type LocalStack, type LocalStackOptions } from './main.ts';
export { loadStackConfig, type StackConfig } from './config/load-config.ts';
export { findPostgresBinDir, startTempPostgres, type TempPostgres } from './db/testing/temp-postgres.ts';
export { NO_SEED } from './db/testing/no-seed.ts';
export { benchSearch, generateArticles, QUERY_MIX, type BenchFigures } from './bench/search-bench.ts';
export { openAnalyticsData, ROLLUP_TABLES, type AnalyticsData, type RelationSize } from './bench/analytics-data.ts';
