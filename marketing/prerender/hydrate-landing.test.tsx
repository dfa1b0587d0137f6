// The pre-rendered page hydrated by the tree the shell renders at `/`, with the module the
// shell loads (src/exposes/landing.tsx): React reports no mismatch, and keeps every node, so
// what the visitor did before hydration (an opened answer, focus, a typed e-mail) stays.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatLauncherButton, HomePageTree, MemoryRouter, SiteRoot } from '@app/shared';
import Landing from '../src/exposes/landing';
import { renderLandingHtml } from './render-landing';

let root: Root | null = null;

// React's act() outside React Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('hydrating the pre-rendered landing page', () => {
  it('matches the first render exactly and keeps the nodes and what the visitor did to them', async () => {
    document.body.innerHTML = `<div id="root">${renderLandingHtml()}</div>`;
    const container = document.getElementById('root')!;
    const heading = container.querySelector('h1')!;
    const [, second] = container.querySelectorAll<HTMLDetailsElement>('#faq details');
    second!.open = true;
    const email = container.querySelector<HTMLInputElement>('footer input[type="email"]')!;
    email.value = 'typed@example.com';
    email.focus();
    const menuButton = container.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!;
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    await act(async () => {
      root = hydrateRoot(
        container,
        <MemoryRouter initialEntries={['/']}>
          <SiteRoot effects={null}>
            <HomePageTree landing={<Landing />} launcher={<ChatLauncherButton />} />
          </SiteRoot>
        </MemoryRouter>,
        { onRecoverableError: recoverable },
      );
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(heading.isConnected).toBe(true);
    expect(second!.isConnected && second!.open).toBe(true);
    expect(email.isConnected).toBe(true);
    expect(email.value).toBe('typed@example.com');
    expect(document.activeElement).toBe(email);
    // The copyright line gains this year after hydration.
    expect(container.querySelector('footer')!.textContent).toContain(`© ${new Date().getFullYear()} Candor.`);
    // The menu's ids (useId, through Radix) are the server's: the button still controls the sheet it opens.
    expect(menuButton.isConnected).toBe(true);
    await act(async () => menuButton.click());
    const sheet = document.querySelector('[role="dialog"]')!;
    expect(sheet).not.toBeNull();
    expect(menuButton.getAttribute('aria-controls')).toBe(sheet.id);
  });
});
