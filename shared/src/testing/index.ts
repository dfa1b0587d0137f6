// @app/shared/testing: the test kit of every package (docs/architecture.md#a-remotes-folder).
// Tests only: ESLint keeps it out of app code, so no bundle ships it.
export { renderWithRouter, LocationProbe, currentLocation, tableRows } from './render';
export { authStates } from './auth-states';
export { createFakeSupabase, type FakeSupabase, type FakeSupabaseOptions, type SelectQuery, type Answer } from './fake-supabase';
export { sharedSpies, installFakeSupabase } from './mock-shared';
