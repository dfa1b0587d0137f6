/// <reference types="node" />
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { completeFixture, copyFixture, editFile, fixtureContentDir, minimalGuide, removeTempDirs } from './__fixtures__/fixture-content';
import { ContentValidationError, loadLibraryContent, numbersNotInSpec, parseGuideSource } from './load-content';
import { guideSlugs, topicIds } from './schema';

afterAll(removeTempDirs);

/** The problems a content folder produces (fails the test if it loads cleanly). */
function problemsOf(dir: string, allowMissingGuides = true): string[] {
  try {
    loadLibraryContent(dir, { allowMissingGuides });
  } catch (error) {
    if (error instanceof ContentValidationError) return error.problems;
    throw error;
  }
  throw new Error('expected the content to be rejected');
}

describe('loadLibraryContent on the fixture', () => {
  it('loads guides and topics in SPEC order, reporting missing guides as warnings when allowed', () => {
    const content = loadLibraryContent(fixtureContentDir, { allowMissingGuides: true });
    expect(content.guides.map((guide) => guide.frontMatter.slug)).toEqual([
      'condom-use-guide',
      'science-based-sti-info',
      'testing-schedule-best-practices',
    ]);
    expect(content.topics.map((topic) => topic.id)).toEqual([...topicIds]);
    expect(content.missingGuides).toHaveLength(21);
    expect(content.warnings).toContain('guides/prep-guide.md: file: missing (one of the 24 guides in SPEC)');
  });

  it('returns body, plain-text sections, word count and reading time', () => {
    const guide = loadLibraryContent(fixtureContentDir, { allowMissingGuides: true }).guides[0]!;
    expect(guide.file).toBe('guides/condom-use-guide.md');
    expect(guide.body.startsWith('Condoms are a simple way')).toBe(true);
    expect(guide.frontMatter.title).toBe('Condoms, Start to Finish');
    expect(guide.sections.map((section) => section.heading)).toEqual(['Introduction', 'Choosing a Condom', 'Big Takeaway']);
    expect(guide.sections[0]!.text).toBe('Condoms are a simple way to protect yourself and your partners. See the prevention plan.');
    expect(guide.sections[1]!.text).toContain('Materials');
    expect(guide.wordCount).toBe(45);
    expect(guide.readingTimeMinutes).toBe(1);
  });

  it('fails on missing guides unless told otherwise, listing each one', () => {
    const problems = problemsOf(fixtureContentDir, false);
    expect(problems).toHaveLength(21);
    expect(problems).toContain('guides/psychology-of-stigma.md: file: missing (one of the 24 guides in SPEC)');
  });

  it('loads a complete folder without problems or warnings', () => {
    const content = loadLibraryContent(completeFixture());
    expect(content.guides.map((guide) => guide.frontMatter.slug)).toEqual([...guideSlugs]);
    expect(content.missingGuides).toEqual([]);
    expect(content.warnings).toEqual([]);
  });

  it("loads a guide SPEC does not name after SPEC's, which other files may then refer to and link to", () => {
    const dir = completeFixture();
    const extra = minimalGuide('prep-guide', {
      slug: 'doxy-pep-guide',
      articleId: 'doxy-pep-guide',
      backPath: '/resources/prevention-protection',
      category: 'prevention-protection',
    }).replace('An intro paragraph.', 'An intro paragraph. See [PrEP](/resources/prep-guide).');
    writeFileSync(join(dir, 'guides', 'doxy-pep-guide.md'), extra);
    editFile(dir, 'guides/condom-use-guide.md', (text) =>
      text
        .replace(/^related: .*$/m, 'related: [prep-guide, vaccination-guide, doxy-pep-guide]')
        .replace('(/resources/prevention-plan-guide)', '(/resources/doxy-pep-guide)'),
    );
    const content = loadLibraryContent(dir);
    expect(content.guides.map((guide) => guide.frontMatter.slug)).toEqual([...guideSlugs, 'doxy-pep-guide']);
    expect(content.warnings).toEqual([
      "guides/doxy-pep-guide.md: no hub has a 'Read More' card for it (reachable by its link and by search)",
    ]);

    // A reference to a guide that no file has is still refused.
    editFile(dir, 'guides/condom-use-guide.md', (text) => text.replace('doxy-pep-guide]', 'doxy-pep-guides]'));
    expect(problemsOf(dir, false)).toEqual(['guides/condom-use-guide.md: related[2]: "doxy-pep-guides" is not a known guide slug']);
  });

  it('says when the folder does not exist', () => {
    expect(problemsOf(join(fixtureContentDir, 'nope'))[0]).toMatch(/nope: folder: does not exist$/);
  });
});

describe('per-file problems', () => {
  it('reports a bad body link, raw HTML, an h1 and images with the file name', () => {
    const dir = copyFixture();
    editFile(dir, 'guides/condom-use-guide.md', (text) =>
      text
        .replace('[get a kit](/#pricing)', '[get a kit](/pricing)')
        .replace('Pick one that *fits* well.', 'Pick one <span>that</span> fits.\n\n# Big Heading\n\n![pic](https://x.org/p.png)'),
    );
    const problems = problemsOf(dir);
    expect(problems).toContain('guides/condom-use-guide.md: body: link "/pricing" is not a registered route');
    expect(problems).toContain('guides/condom-use-guide.md: body: raw HTML is not allowed (<span>)');
    expect(problems).toContain('guides/condom-use-guide.md: body: no "# " headings (the layout renders the title)');
    expect(problems).toContain('guides/condom-use-guide.md: body: images are not supported (https://x.org/p.png)');
  });

  it('reports a body that does not open with an intro paragraph', () => {
    const dir = copyFixture();
    editFile(dir, 'guides/science-based-sti-info.md', (text) => text.replace('Facts beat fear.', '## Straight In\n\nFacts beat fear.'));
    expect(problemsOf(dir)).toContain('guides/science-based-sti-info.md: body: must start with a short intro paragraph');
  });

  it('reports broken YAML and missing front matter', () => {
    const dir = copyFixture();
    editFile(dir, 'guides/condom-use-guide.md', (text) => text.replace('tags: [prevention, condoms]', 'tags: [prevention, condoms'));
    editFile(dir, 'guides/science-based-sti-info.md', (text) => text.replace(/^---\n[\s\S]*?\n---\n/, ''));
    const problems = problemsOf(dir);
    expect(problems.some((p) => p.startsWith('guides/condom-use-guide.md: front matter: '))).toBe(true);
    expect(problems).toContain('guides/science-based-sti-info.md: front matter: must start the file between two "---" lines');
  });

  it('reports schema problems and stray files together in one error', () => {
    const dir = copyFixture();
    editFile(dir, 'guides/condom-use-guide.md', (text) => text.replace('icon: shield', 'icon: rocket'));
    editFile(dir, 'topics/myths-vs-facts.yaml', (text) => text.replace('color: indigo', 'color: teal'));
    writeFileSync(join(dir, 'guides', 'notes.txt'), 'scratch');
    writeFileSync(join(dir, 'topics', 'extra.yml'), 'id: extra');
    const problems = problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^guides\/condom-use-guide\.md: icon: "rocket" is not a known icon/),
        expect.stringMatching(/^topics\/myths-vs-facts\.yaml: color: "teal" is not a known color/),
        'guides/notes.txt: file: unexpected file (guides are <slug>.md)',
        'topics/extra.yml: file: unexpected file (topics are <topic-id>.yaml)',
      ]),
    );
  });

  it('reports a missing topic file', () => {
    const dir = copyFixture();
    rmSync(join(dir, 'topics', 'relationship-health.yaml'));
    expect(problemsOf(dir)).toContain('topics/relationship-health.yaml: file: missing (one of the six topics in SPEC)');
  });
});

describe('cross-file rules', () => {
  it('requires a Read More card on the hub named by the back path', () => {
    const dir = copyFixture();
    editFile(dir, 'topics/prevention-protection.yaml', (text) => text.replace('guide: vaccination-guide', ''));
    expect(problemsOf(dir)).toEqual([
      `topics/prevention-protection.yaml: hub.sections: needs a 'Read More' card for "vaccination-guide" (its back path is this hub)`,
    ]);
  });

  it('requires some hub card for guides whose back path is not a hub', () => {
    const dir = copyFixture();
    editFile(dir, 'topics/myths-vs-facts.yaml', (text) => text.replace('guide: science-based-sti-info', ''));
    expect(problemsOf(dir)).toEqual([`topics: hub.sections: no hub has a 'Read More' card for "science-based-sti-info"`]);
  });

  it('allows at most 6 featured guides', () => {
    const dir = completeFixture();
    for (const slug of [
      'annual-checkups-guide',
      'sexual-anatomy-101',
      'birth-control-methods',
      'sti-symptom-guide',
      'prep-guide',
      'living-with-stis',
    ] as const) {
      writeFileSync(join(dir, 'guides', `${slug}.md`), minimalGuide(slug, { featured: 'true' }));
    }
    const problems = problemsOf(dir, false);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^guides: featured: at most 6 guides may be featured, found 7 \(/);
  });

  it('rejects two guides sharing an articleId', () => {
    const dir = completeFixture();
    writeFileSync(join(dir, 'guides', 'prep-guide.md'), minimalGuide('prep-guide', { articleId: 'condom-use-guide' }));
    expect(problemsOf(dir, false)).toEqual([
      'guides/prep-guide.md: articleId: "condom-use-guide" is already used by guides/condom-use-guide.md',
    ]);
  });
});

describe('helpers', () => {
  it('parseGuideSource splits front matter and body', () => {
    const parsed = parseGuideSource('---\r\nslug: x\r\n---\r\nHello.\r\n', 'guides/x.md');
    expect(parsed.problems).toEqual([]);
    expect(parsed.data).toEqual({ slug: 'x' });
    expect(parsed.body).toBe('Hello.\n');
    expect(parseGuideSource('---\n- a\n---\nBody', 'guides/x.md').problems).toEqual([
      'guides/x.md: front matter: must be a YAML mapping of keys',
    ]);
  });

  it('numbersNotInSpec flags figures SPEC does not give', () => {
    expect(numbersNotInSpec('Test every 3 months; 10,000+ people; 98.46% and $99 vs $129; HIV 10-33 days.')).toEqual([]);
    expect(numbersNotInSpec('About 40% of people, 24/7, and 40 again.')).toEqual(['40', '24']);
  });
});
