import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './highlighted-text';

describe('HighlightedText', () => {
  it('wraps matches in <mark>', () => {
    const { container } = render(<HighlightedText text="Safer sex and safe sex" query="safe" />);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Safe', 'safe']);
    expect(container.textContent).toBe('Safer sex and safe sex');
  });

  it('renders an HTML-looking query as text, never as an element', () => {
    const query = '<img src=x onerror=alert(1)>';
    const { container } = render(<HighlightedText text={`Search for ${query} here`} query={query} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe(query);
    expect(container.textContent).toBe(`Search for ${query} here`);
  });
});
