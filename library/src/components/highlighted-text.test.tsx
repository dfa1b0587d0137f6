import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './highlighted-text';

describe('HighlightedText', () => {
  it('wraps matches in <mark>', () => {
    const { container } = render(<HighlightedText text="Safer sex and safe sex" query="safe" />);
    expect(screen.getAllByText(/^safe$/i, { selector: 'mark' }).map((m) => m.textContent)).toEqual(['Safe', 'safe']);
    expect(container.textContent).toBe('Safer sex and safe sex');
  });

  it('renders an HTML-looking query as text, never as an element', () => {
    const query = '<img src=x onerror=alert(1)>';
    const { container } = render(<HighlightedText text={`Search for ${query} here`} query={query} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(query, { selector: 'mark' })).toBeInTheDocument();
    expect(container.textContent).toBe(`Search for ${query} here`);
  });
});
