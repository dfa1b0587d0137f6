/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import {
  MAX_FEATURED_GUIDES,
  guidePlacements,
  guideSlugs,
  isSpecGuide,
  linkProblem,
  specGuides,
  topicIds,
  validateGuideFrontMatter,
  validateTopic,
  type GuideFrontMatter,
  type GuideSlug,
  type KnownGuides,
  type Topic,
} from './schema';
import { countWords, inspectMarkdown, markdownToPlainText, readingTimeMinutes, splitSections, type GuideSection } from './markdown-text';

// Node-side loader used at build time (the library's Vite plugin) and by the scripts.
// It reads every guide and topic, validates each file and the rules that span files, and
// reports every problem at once so a writer fixes them in one pass.

export interface LibraryGuide {
  /** Path relative to the content folder, e.g. `guides/prep-guide.md`. */
  file: string;
  frontMatter: GuideFrontMatter;
  /** The Markdown body after the front matter. */
  body: string;
  /** The body as plain text (links keep their label, no emphasis markers). */
  plainText: string;
  sections: GuideSection[];
  wordCount: number;
  readingTimeMinutes: number;
}

export interface LibraryContent {
  /** Guides found: SPEC's in SPEC order, then any others the folder adds, by slug. */
  guides: LibraryGuide[];
  /** The six topics, in SPEC order. */
  topics: Topic[];
  /** Guides of SPEC with no file yet (only non-empty with `allowMissingGuides`). */
  missingGuides: GuideSlug[];
  /** Things worth a look that do not fail the build (numbers not in SPEC, missing guides). */
  warnings: string[];
}

export interface LoadContentOptions {
  /** Report missing guides as warnings instead of errors (for drafts and the seed generator). */
  allowMissingGuides?: boolean;
}

/** Thrown with every problem found; `problems` holds one `<file>: <field path>: <message>` per line. */
export class ContentValidationError extends Error {
  readonly problems: string[];
  /** What did validate, so a script can still print a summary. */
  readonly partial: LibraryContent | undefined;

  constructor(problems: string[], partial?: LibraryContent) {
    super(`Library content has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentValidationError';
    this.problems = problems;
    this.partial = partial;
  }
}

interface ParsedFile<T> {
  file: string;
  data: T;
}

// ---- Reading files ------------------------------------------------------------------------

function listFiles(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort();
}

function yamlProblems(file: string, where: string, errors: readonly { message: string }[]): string[] {
  return errors.map((error) => `${file}: ${where}: ${error.message.split('\n')[0]}`);
}

/** Splits `---` front matter from the body and parses the YAML. */
export function parseGuideSource(source: string, file: string): { data: unknown; body: string; problems: string[] } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(text);
  if (!match) {
    return { data: undefined, body: text, problems: [`${file}: front matter: must start the file between two "---" lines`] };
  }
  const doc = parseDocument(match[1] ?? '');
  if (doc.errors.length > 0) {
    return { data: undefined, body: '', problems: yamlProblems(file, 'front matter', doc.errors) };
  }
  const data: unknown = doc.toJS();
  const problems =
    typeof data === 'object' && data !== null && !Array.isArray(data) ? [] : [`${file}: front matter: must be a YAML mapping of keys`];
  return { data, body: text.slice(match[0].length), problems };
}

function readTopics(contentDir: string, knownGuides: KnownGuides, problems: string[]): ParsedFile<Topic>[] {
  const dir = join(contentDir, 'topics');
  const topics: ParsedFile<Topic>[] = [];
  for (const name of listFiles(dir)) {
    const file = `topics/${name}`;
    if (!name.endsWith('.yaml')) {
      problems.push(`${file}: file: unexpected file (topics are <topic-id>.yaml)`);
      continue;
    }
    const doc = parseDocument(readFileSync(join(dir, name), 'utf8'));
    if (doc.errors.length > 0) {
      problems.push(...yamlProblems(file, 'yaml', doc.errors));
      continue;
    }
    const result = validateTopic(doc.toJS(), file, knownGuides);
    if (result.success) topics.push({ file, data: result.data });
    else problems.push(...result.problems);
  }
  const found = new Set(listFiles(dir).map((name) => name.replace(/\.yaml$/, '')));
  for (const id of topicIds) {
    if (!found.has(id)) problems.push(`topics/${id}.yaml: file: missing (one of the six topics in SPEC)`);
  }
  return topics;
}

function bodyProblems(file: string, body: string, knownGuides: KnownGuides): string[] {
  const problems: string[] = [];
  if (body.trim().length === 0) return [`${file}: body: is empty`];
  const facts = inspectMarkdown(body);
  if (facts.firstBlock !== 'paragraph') problems.push(`${file}: body: must start with a short intro paragraph`);
  if (facts.headingDepths.includes(1)) problems.push(`${file}: body: no "# " headings (the layout renders the title)`);
  for (const depth of new Set(facts.headingDepths.filter((d) => d > 3))) {
    problems.push(`${file}: body: headings go down to "###" only (found a level-${depth} heading)`);
  }
  for (const heading of facts.orphanSubheadings) {
    problems.push(`${file}: body: "### ${heading}" must sit inside a "## " section`);
  }
  for (const html of facts.rawHtml) problems.push(`${file}: body: raw HTML is not allowed (${html.slice(0, 40)})`);
  for (const src of facts.images) problems.push(`${file}: body: images are not supported (${src})`);
  for (const href of facts.links) {
    const problem = linkProblem(href, knownGuides);
    if (problem) problems.push(`${file}: body: link ${problem}`);
  }
  return problems;
}

function readGuides(contentDir: string, knownGuides: KnownGuides, problems: string[]): LibraryGuide[] {
  const dir = join(contentDir, 'guides');
  const guides: LibraryGuide[] = [];
  for (const name of listFiles(dir)) {
    const file = `guides/${name}`;
    if (!name.endsWith('.md')) {
      problems.push(`${file}: file: unexpected file (guides are <slug>.md)`);
      continue;
    }
    const parsed = parseGuideSource(readFileSync(join(dir, name), 'utf8'), file);
    if (parsed.problems.length > 0) {
      problems.push(...parsed.problems);
      continue;
    }
    const result = validateGuideFrontMatter(parsed.data, file, knownGuides);
    const ownProblems = [...(result.success ? [] : result.problems), ...bodyProblems(file, parsed.body, knownGuides)];
    problems.push(...ownProblems);
    if (!result.success || ownProblems.length > 0) continue;

    const plainText = markdownToPlainText(parsed.body);
    const wordCount = countWords(plainText);
    guides.push({
      file,
      frontMatter: result.data,
      body: parsed.body,
      plainText,
      sections: splitSections(parsed.body),
      wordCount,
      readingTimeMinutes: readingTimeMinutes(wordCount),
    });
  }
  return guides;
}

// ---- Rules across files -------------------------------------------------------------------

/** Slugs present as files (valid or not), so a broken guide is not also reported missing. */
function presentGuideSlugs(contentDir: string): Set<string> {
  return new Set(
    listFiles(join(contentDir, 'guides'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.slice(0, -'.md'.length)),
  );
}

export interface CrossFileInput {
  guides: readonly { file: string; frontMatter: GuideFrontMatter }[];
  topics: readonly ParsedFile<Topic>[];
  presentSlugs: ReadonlySet<string>;
  allowMissingGuides: boolean;
}

/** The rules no single file can check; returns problems and warnings. */
export function checkCrossFileRules(input: CrossFileInput): { problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];

  for (const slug of guideSlugs) {
    if (input.presentSlugs.has(slug)) continue;
    const message = `guides/${slug}.md: file: missing (one of the 24 guides in SPEC)`;
    (input.allowMissingGuides ? warnings : problems).push(message);
  }

  // Every guide needs a 'Read More' card, on the hub its back path names when that is a hub.
  const cardsByTopic = new Map<string, Set<string>>();
  for (const { data } of input.topics) {
    const slugs = data.hub.sections.flatMap((section) => section.cards.flatMap((card) => (card.guide ? [card.guide] : [])));
    cardsByTopic.set(data.id, new Set(slugs));
  }
  if (input.topics.length === topicIds.length) {
    for (const slug of guideSlugs) {
      const backPath = guidePlacements[slug].backPath;
      const hub = topicIds.find((id) => backPath === `/resources/${id}`);
      if (hub && !cardsByTopic.get(hub)?.has(slug)) {
        problems.push(`topics/${hub}.yaml: hub.sections: needs a 'Read More' card for "${slug}" (its back path is this hub)`);
      } else if (![...cardsByTopic.values()].some((slugs) => slugs.has(slug))) {
        problems.push(`topics: hub.sections: no hub has a 'Read More' card for "${slug}"`);
      }
    }
  }

  // A guide SPEC does not name is served and found by search; a hub card makes it easy to reach.
  for (const guide of input.guides) {
    const slug = guide.frontMatter.slug;
    if (isSpecGuide(slug) || [...cardsByTopic.values()].some((slugs) => slugs.has(slug))) continue;
    warnings.push(`${guide.file}: no hub has a 'Read More' card for it (reachable by its link and by search)`);
  }

  const featured = input.guides.filter((guide) => guide.frontMatter.featured);
  if (featured.length > MAX_FEATURED_GUIDES) {
    problems.push(
      `guides: featured: at most ${MAX_FEATURED_GUIDES} guides may be featured, found ${featured.length} (${featured
        .map((guide) => guide.frontMatter.slug)
        .join(', ')})`,
    );
  }

  const articleIds = new Map<string, string>();
  for (const guide of input.guides) {
    const other = articleIds.get(guide.frontMatter.articleId);
    if (other) problems.push(`${guide.file}: articleId: "${guide.frontMatter.articleId}" is already used by ${other}`);
    else articleIds.set(guide.frontMatter.articleId, guide.file);
  }

  return { problems, warnings };
}

// ---- Numbers lint -------------------------------------------------------------------------

/**
 * Every figure in the content must come from docs/product.md#constants or docs/product.md#claims (testing intervals, window periods,
 * accuracy, price, phone numbers...). Numbers outside this list are flagged for a human look;
 * they are warnings because a number can be innocent (a list count, "Anatomy 101").
 */
const specNumbers = new Set([
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '12',
  '15',
  '18',
  '33',
  '72',
  '120',
  '87',
  '90',
  '93',
  '98.4',
  '98.46',
  '100',
  '99',
  '129',
  '30',
  '988',
  '741741',
  '911',
  '2025',
  '10000',
  '101',
]);

export function numbersNotInSpec(text: string): string[] {
  const found = text.match(/\d+(?:[.,]\d+)*/g) ?? [];
  const odd = found.map((raw) => raw.replace(/,(?=\d{3}\b)/g, '')).filter((value) => !specNumbers.has(value));
  return [...new Set(odd)];
}

function topicTexts(topic: Topic): string[] {
  const { hub } = topic;
  return [
    topic.description,
    topic.overview,
    ...topic.keyPoints,
    ...topic.resources,
    hub.intro,
    ...hub.sections.flatMap((section) => [section.heading, ...section.cards.flatMap((card) => [card.title, card.body])]),
    hub.tips.heading,
    ...hub.tips.items,
    ...hub.sidebar.flatMap((block) => [block.heading, ...block.items, block.link?.text ?? '']),
  ];
}

function numberWarnings(guides: readonly LibraryGuide[], topics: readonly ParsedFile<Topic>[]): string[] {
  const warnings: string[] = [];
  const report = (file: string, field: string, text: string) => {
    const odd = numbersNotInSpec(text);
    if (odd.length > 0) warnings.push(`${file}: ${field}: number(s) not in SPEC's list: ${odd.join(', ')}`);
  };
  for (const guide of guides) {
    const fm = guide.frontMatter;
    report(guide.file, 'front matter', [fm.title, fm.subtitle ?? '', fm.description, fm.summary].join(' '));
    report(guide.file, 'body', guide.plainText);
  }
  for (const topic of topics) report(topic.file, 'text', topicTexts(topic.data).join(' '));
  return warnings;
}

// ---- Entry point --------------------------------------------------------------------------

/**
 * Reads `<contentDir>/guides/*.md` and `<contentDir>/topics/*.yaml`, validates everything and
 * throws one ContentValidationError listing every problem.
 */
export function loadLibraryContent(contentDir: string, options: LoadContentOptions = {}): LibraryContent {
  const problems: string[] = [];
  if (!existsSync(contentDir)) throw new ContentValidationError([`${contentDir}: folder: does not exist`]);

  // A file may refer to SPEC's guides and to any guide file present (a guide the content adds).
  const present = presentGuideSlugs(contentDir);
  const knownGuides: KnownGuides = new Set([...specGuides, ...present]);
  const topics = readTopics(contentDir, knownGuides, problems);
  const guides = readGuides(contentDir, knownGuides, problems);
  const cross = checkCrossFileRules({
    guides,
    topics,
    presentSlugs: present,
    allowMissingGuides: options.allowMissingGuides ?? false,
  });
  problems.push(...cross.problems);

  // SPEC's guides in SPEC order, then the others by slug.
  const specOrder = (slug: string) => (isSpecGuide(slug) ? guideSlugs.indexOf(slug) : guideSlugs.length);
  const guideOrder = (a: LibraryGuide, b: LibraryGuide) =>
    specOrder(a.frontMatter.slug) - specOrder(b.frontMatter.slug) || a.frontMatter.slug.localeCompare(b.frontMatter.slug);
  const topicOrder = (topic: ParsedFile<Topic>) => topicIds.indexOf(topic.data.id);
  const content: LibraryContent = {
    guides: [...guides].sort(guideOrder),
    topics: [...topics].sort((a, b) => topicOrder(a) - topicOrder(b)).map((topic) => topic.data),
    missingGuides: guideSlugs.filter((slug) => !present.has(slug)),
    warnings: [...cross.warnings, ...numberWarnings(guides, topics)],
  };
  if (problems.length > 0) throw new ContentValidationError(problems, content);
  return content;
}
