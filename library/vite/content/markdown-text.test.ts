import { describe, expect, it } from 'vitest';
import { INTRO_HEADING, countWords, inspectMarkdown, markdownToPlainText, readingTimeMinutes, splitSections } from './markdown-text';

const body = `An intro with a [link label](/resources/prep-guide) and **bold** words.
It carries on here.

## First Section

Some *emphasis*, \`code\` and an escaped \\*star\\*.

- Item **one**
- Item [two](https://www.cdc.gov/std/)
  - Nested item

### A Subheading

1. Step one
2. Step two

## Second Section

| Risk | How often |
|---|---|
| Low | Annually |

> A quoted line.
`;

describe('markdownToPlainText', () => {
  const text = markdownToPlainText(body);

  it('keeps link labels and drops the targets', () => {
    expect(text).toContain('An intro with a link label and bold words. It carries on here.');
    expect(text).not.toContain('/resources/prep-guide');
    expect(text).not.toContain('https://');
  });

  it('removes emphasis markers but keeps escaped characters as text', () => {
    expect(text).not.toContain('**');
    expect(text).toContain('Some emphasis, code and an escaped *star*.');
  });

  it('puts list items, headings and table rows on their own lines', () => {
    expect(text).toContain('Item one\nItem two\nNested item');
    expect(text).toContain('\n\nA Subheading\n\nStep one\nStep two');
    expect(text).toContain('Risk | How often\nLow | Annually');
    expect(text).toContain('A quoted line.');
  });
});

describe('splitSections', () => {
  it('splits at ## headings, keeps ### inside and names the intro', () => {
    const sections = splitSections(body);
    expect(sections.map((section) => section.heading)).toEqual([INTRO_HEADING, 'First Section', 'Second Section']);
    expect(sections[0]?.text).toBe('An intro with a link label and bold words. It carries on here.');
    expect(sections[1]?.text).toContain('A Subheading');
    expect(sections[1]?.text).toContain('Step two');
    expect(sections[1]?.text).not.toContain('Second Section');
    expect(sections[2]?.text).toBe('Risk | How often\nLow | Annually\n\nA quoted line.');
  });

  it('omits an empty intro and strips markdown from headings', () => {
    const sections = splitSections('## The **Big** Takeaway\n\nDone.');
    expect(sections).toEqual([{ heading: 'The Big Takeaway', text: 'Done.' }]);
  });

  it('handles Windows line endings', () => {
    expect(splitSections('Intro.\r\n\r\n## Next\r\n\r\nText.').map((s) => s.heading)).toEqual([INTRO_HEADING, 'Next']);
  });
});

describe('word count and reading time', () => {
  it('counts words with letters or digits only', () => {
    expect(countWords('Test every 3 months — really, it helps.')).toBe(7);
    expect(countWords('   ')).toBe(0);
  });

  it('is at least one minute and rounds words / 200', () => {
    expect(readingTimeMinutes(0)).toBe(1);
    expect(readingTimeMinutes(99)).toBe(1);
    expect(readingTimeMinutes(299)).toBe(1);
    expect(readingTimeMinutes(300)).toBe(2);
    expect(readingTimeMinutes(1000)).toBe(5);
  });
});

describe('inspectMarkdown', () => {
  it('collects links from paragraphs, lists and tables', () => {
    const facts = inspectMarkdown(
      'Intro [a](/auth).\n\n## S\n\n- [b](tel:988)\n\n| x |\n|---|\n| [c](/search) |\n\nSee <https://www.who.int/>.',
    );
    expect(facts.links).toEqual(['/auth', 'tel:988', '/search', 'https://www.who.int/']);
    expect(facts.firstBlock).toBe('paragraph');
  });

  it('finds raw HTML, images, h1 and orphan ### headings', () => {
    const facts = inspectMarkdown(
      '# Title\n\n### Early\n\nText <b>bold</b>.\n\n![alt](https://x.org/a.png)\n\n<div>block</div>\n\n## Later',
    );
    expect(facts.headingDepths).toEqual([1, 3, 2]);
    expect(facts.orphanSubheadings).toEqual(['Early']);
    expect(facts.rawHtml).toEqual(['<b>', '</b>', '<div>block</div>']);
    expect(facts.images).toEqual(['https://x.org/a.png']);
    expect(facts.firstBlock).toBe('heading');
  });
});
