import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RichText } from './rich-text';
import { MemoryRouter } from '@app/shared';

/* eslint-disable testing-library/no-node-access -- these tests pin the markup RichText builds (strong, br, a, never script) */

function renderText(text: string, onNavigate = vi.fn()) {
  const { container } = render(
    <MemoryRouter>
      <p data-testid="reply">
        <RichText text={text} onNavigate={onNavigate} />
      </p>
    </MemoryRouter>,
  );
  return { reply: screen.getByTestId('reply'), container, onNavigate };
}

describe('RichText', () => {
  it('builds breaks and bold as elements, never from HTML', () => {
    const { reply } = renderText('**Important:** first line\nsecond line <script>alert(1)</script>');
    expect(reply.querySelector('strong')).toHaveTextContent('Important:');
    expect(reply.querySelectorAll('br')).toHaveLength(1);
    expect(reply.querySelector('script')).toBeNull();
    expect(reply).toHaveTextContent('second line <script>alert(1)</script>');
  });

  it('gives each link kind the right element and attributes', () => {
    const { reply } = renderText('[Guide](/resources/prep-guide) [WHO](https://www.who.int/) [text 741741](sms:741741)');
    const anchors = [...reply.querySelectorAll('a')];
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual(['/resources/prep-guide', 'https://www.who.int/', 'sms:741741']);
    expect(anchors[0]).not.toHaveAttribute('target');
    expect(anchors[1]).toHaveAttribute('target', '_blank');
    expect(anchors[1]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(anchors[2]).not.toHaveAttribute('target');
  });

  it('renders no anchor at all for unsafe targets', () => {
    const { reply } = renderText(
      '[a](javascript:alert(1)) [b](data:text/html,x) [c](vbscript:x) [d](http://x.example) [e](//x.example) [f](/\\x.example)',
    );
    expect(reply.querySelectorAll('a')).toHaveLength(0);
    expect(reply).toHaveTextContent('a b c d e f');
  });

  it('runs onNavigate when an app link is followed', async () => {
    const { onNavigate } = renderText('Go to [the library](/educational-resources).');
    await userEvent.setup().click(screen.getByRole('link', { name: 'the library' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
