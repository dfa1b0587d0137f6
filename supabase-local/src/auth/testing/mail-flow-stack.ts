import { afterAll, beforeAll } from 'vitest';
import type { LocalStack } from '../../main.ts';
import {
  authFetch,
  clientFor,
  createMember,
  latestMailTo,
  mailsTo,
  signedInClient,
  startEngineStack,
  type ENGINES,
} from '../../testing/stack-fixture.ts';

// The stack of the e-mail flow tests (links.test.ts, recover-verify.test.ts, user.test.ts).

/** Where their e-mail links lead: the shell, allowed as a redirect with every path below it. */
export const SITE = 'http://localhost:3000/';

/** stack-fixture.ts's helper with the stack already given. */
type Bound<F> = F extends (stack: LocalStack, ...rest: infer A) => infer R ? (...rest: A) => R : never;

export interface MailFlowStack {
  readonly stack: LocalStack;
  authFetch: Bound<typeof authFetch>;
  clientFor: Bound<typeof clientFor>;
  createMember: Bound<typeof createMember>;
  latestMailTo: Bound<typeof latestMailTo>;
  mailsTo: Bound<typeof mailsTo>;
  signedInClient: Bound<typeof signedInClient>;
}

/**
 * Call inside a describe.each(ENGINES) block: starts a stack on `engine` before the block's tests
 * (SITE/** allowed as a redirect, no wait between two mails to one address) and stops it after them.
 * Use `.stack` and the bound helpers inside a test or hook, not while the block is being defined.
 */
export function mailFlowStack(engine: (typeof ENGINES)[number]): MailFlowStack {
  let stack: LocalStack | undefined;
  beforeAll(async () => {
    stack = await startEngineStack(engine, { auth: { additionalRedirectUrls: [`${SITE}**`], maxFrequencySeconds: 0 } });
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });
  const started = (): LocalStack => {
    if (!stack) throw new Error('the stack starts in beforeAll: use it inside a test');
    return stack;
  };
  return {
    get stack() {
      return started();
    },
    authFetch: (...rest) => authFetch(started(), ...rest),
    clientFor: (...rest) => clientFor(started(), ...rest),
    createMember: (...rest) => createMember(started(), ...rest),
    latestMailTo: (...rest) => latestMailTo(started(), ...rest),
    mailsTo: (...rest) => mailsTo(started(), ...rest),
    signedInClient: (...rest) => signedInClient(started(), ...rest),
  };
}
