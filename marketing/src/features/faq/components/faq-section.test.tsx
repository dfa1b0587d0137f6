import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@app/shared';
import { faqItems } from '../faq-items';
import { FaqQuestionList } from './faq-question-list';
import { FaqSection } from './faq-section';

const triggers = () => screen.getAllByRole('button');

/** The accordion loads lazily; its questions are buttons once it is in. */
async function renderFaq() {
  const view = render(<FaqSection />);
  await screen.findByRole('button', { name: 'How accurate is the test?' });
  return view;
}
const expandedQuestions = () =>
  triggers()
    .filter((t) => t.getAttribute('aria-expanded') === 'true')
    .map((t) => t.textContent);

describe('FaqSection', () => {
  it('asks the nine questions of docs/product.md#landing-page, all closed at first, as headings', async () => {
    await renderFaq();
    expect(triggers().map((t) => t.textContent)).toEqual([
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
    expect(expandedQuestions()).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9);
  });

  it('keeps one answer open at a time and can close it again', async () => {
    const user = userEvent.setup();
    await renderFaq();
    await user.click(screen.getByRole('button', { name: 'How accurate is the test?' }));
    expect(expandedQuestions()).toEqual(['How accurate is the test?']);

    await user.click(screen.getByRole('button', { name: 'Is the kit FDA approved?' }));
    expect(expandedQuestions()).toEqual(['Is the kit FDA approved?']);
    expect(screen.getByRole('region', { name: 'Is the kit FDA approved?' })).toHaveTextContent('launch expected in Q4 2025');

    await user.click(screen.getByRole('button', { name: 'Is the kit FDA approved?' }));
    expect(expandedQuestions()).toEqual([]);
  });

  it('while the accordion loads, shows the same questions as headings of native disclosures, answers closed', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqQuestionList items={faqItems} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(faqItems.map((i) => i.question));
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the native <details> element is what is under test
    const details = [...container.querySelectorAll('details')];
    expect(details).toHaveLength(faqItems.length);
    expect(details.every((d) => !d.open)).toBe(true);
    // The answers are in the page (and in the pre-rendered HTML), and open without the accordion's code.
    expect(details[5]).toHaveTextContent('launch expected in Q4 2025');
    await user.click(within(details[5]!).getByRole('heading', { name: 'Is the kit FDA approved?' }));
    expect(details[5]!.open).toBe(true);
  });

  it('is keyboard operable: Enter/Space toggle, arrows and Home/End move between questions', async () => {
    const user = userEvent.setup();
    await renderFaq();
    await user.tab();
    expect(screen.getByRole('button', { name: 'How accurate is the test?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expandedQuestions()).toEqual(['How accurate is the test?']);

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Is my information kept private?' })).toHaveFocus();
    await user.keyboard(' ');
    expect(expandedQuestions()).toEqual(['Is my information kept private?']);

    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Will the kit arrive discreetly?' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'How accurate is the test?' })).toHaveFocus();
  });

  it('gives every condition\u2019s claimed accuracy exactly', async () => {
    const user = userEvent.setup();
    await renderFaq();
    await user.click(screen.getByRole('button', { name: 'How accurate is the test?' }));
    const answer = screen.getByRole('region', { name: 'How accurate is the test?' });
    expect(
      within(answer)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Trichomonas: 100%', 'Yeast: 98.4%', 'BV: 98.46%', 'Gonorrhea: 93%', 'Mycoplasma: 90%', 'Chlamydia: 87%']);
  });

  it('the positive-result answer sends people to a provider and never doses', async () => {
    const user = userEvent.setup();
    await renderFaq();
    await user.click(screen.getByRole('button', { name: 'What happens if I test positive?' }));
    const answer = screen.getByRole('region', { name: 'What happens if I test positive?' }).textContent ?? '';
    expect(answer).toMatch(/licensed healthcare provider/);
    expect(answer).toMatch(/telehealth/);
    expect(answer).toMatch(/Partner notification/);
    expect(answer).not.toMatch(/\d+\s?(mg|g|ml|pills?|tablets?|doses?)\b/i);
  });

  it('offers the support e-mail and says live-chat telehealth comes after launch', async () => {
    await renderFaq();
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    expect(screen.getByText(/Live-chat telehealth with licensed providers becomes available after launch/)).toBeInTheDocument();
  });
});
