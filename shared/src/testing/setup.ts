import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// findBy*/waitFor wait for what a test awaits, not for a deadline: the default 1 s ran out on this
// shared 2-core machine under other load (the analytics page's 91-row chart after a Radix Select
// pick). Five seconds only lengthens a failing wait; a passing one returns as soon as it holds.
configure({ asyncUtilTimeout: 5000 });
