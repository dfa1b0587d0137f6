export { sharedSingletons, shareContract, defaultPorts } from './singletons';
export type { AppPorts } from './singletons';
export { defineAppConfig } from './app-config';
export { defineAppVitestConfig } from './vitest-config';
