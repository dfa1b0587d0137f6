import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@app/shared';
import { FaqSection } from './faq-section';

/* eslint-disable testing-library/no-container, testing-library/no-node-access -- the native <details>/<summary> elements are what is under test */
function renderFaq() {
  const view = render(<FaqSection />);
  const details = [...view.container.querySelectorAll('details')];
  const summaries = details.map((d) => d.querySelector('summary')!);
  const openQuestions = () => details.filter((d) => d.open).map((d) => d.querySelector('h3')!.textContent);
  return { details, summaries, openQuestions };
}
/* eslint-enable testing-library/no-container, testing-library/no-node-access */

describe('FaqSection', () => {
  it('asks the nine questions of docs/product.md#landing-page, all closed at first, as headings of native disclosures', () => {
    const { details, openQuestions } = renderFaq();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'How accurate is the test?',
      'Is my information kept private?',
      'What happens if I test positive?',
      'When will the kit be available?',
      'How do telehealth consultations work?',
      'Is the kit FDA approved?',
      'How does this compare with testing at a clinic?',
      'Which conditions does the kit test for?',
      'Will the kit arrive discreetly?',
    ]);
    expect(details).toHaveLength(9);
    expect(openQuestions()).toEqual([]);
    // The answers are in the page (and in the pre-rendered HTML), and open without JavaScript.
    expect(details[5]).toHaveTextContent('launch expected in Q4 2025');
  });

  it('keeps one answer open at a time and can close it again', async () => {
    const user = userEvent.setup();
    const { details, openQuestions } = renderFaq();
    // One group: the browser itself closes the others where it supports <details name>.
    expect(new Set(details.map((d) => d.getAttribute('name')))).toEqual(new Set(['faq']));
    await user.click(screen.getByRole('heading', { name: 'How accurate is the test?' }));
    expect(openQuestions()).toEqual(['How accurate is the test?']);
    await user.click(screen.getByRole('heading', { name: 'Is the kit FDA approved?' }));
    expect(openQuestions()).toEqual(['Is the kit FDA approved?']);
    expect(details[5]).toHaveTextContent('launch expected in Q4 2025');
    await user.click(screen.getByRole('heading', { name: 'Is the kit FDA approved?' }));
    expect(openQuestions()).toEqual([]);
  });

  it('is keyboard operable: arrows and Home/End move between questions', async () => {
    const user = userEvent.setup();
    const { summaries } = renderFaq();
    await user.tab();
    expect(summaries[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(summaries[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(summaries[8]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(summaries[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(summaries[8]).toHaveFocus();
  });

  it('gives every condition\u2019s claimed accuracy exactly', () => {
    const { details } = renderFaq();
    expect(
      within(details[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Trichomonas: 100%', 'Yeast: 98.4%', 'BV: 98.46%', 'Gonorrhea: 93%', 'Mycoplasma: 90%', 'Chlamydia: 87%']);
  });

  it('the positive-result answer sends people to a provider and never doses', () => {
    const { details } = renderFaq();
    const answer = details[2]!.textContent ?? '';
    expect(answer).toMatch(/licensed healthcare provider/);
    expect(answer).toMatch(/telehealth/);
    expect(answer).toMatch(/Partner notification/);
    expect(answer).not.toMatch(/\d+\s?(mg|g|ml|pills?|tablets?|doses?)\b/i);
  });

  it('offers the support e-mail and says live-chat telehealth comes after launch', () => {
    renderFaq();
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    expect(screen.getByText(/Live-chat telehealth with licensed providers becomes available after launch/)).toBeInTheDocument();
  });
});
