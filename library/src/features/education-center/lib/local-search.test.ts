import { describe, expect, it } from 'vitest';
import type { GuideSummary, TopicCard } from '../../../lib/content-types';
import { searchLocally } from './local-search';

const topic = (over: Partial<TopicCard>): TopicCard => ({
  id: 'understanding-stis',
  title: 'Understanding STIs',
  description: 'What STIs are.',
  icon: 'microscope',
  color: 'sky',
  overview: 'Most STIs are treatable.',
  keyPoints: ['Many have no symptoms.'],
  resources: ['Symptom guide'],
  ...over,
});

const guide = (over: Partial<GuideSummary>): GuideSummary => ({
  slug: 'prep-guide',
  title: 'PrEP, Explained Simply',
  description: 'How HIV prevention medication works.',
  category: 'prevention-protection',
  keywords: ['pre-exposure prophylaxis', 'Doxy-PEP'],
  ...over,
});

describe('searchLocally', () => {
  const topics = [
    topic({}),
    topic({
      id: 'myths-vs-facts',
      title: 'Myths vs. Facts',
      overview: 'Clearing up myths.',
      keyPoints: ['You cannot get an STI from a toilet seat.'],
      resources: ['Debunked'],
    }),
  ];
  const guides = [
    guide({}),
    guide({ slug: 'condom-use-guide', title: 'Condoms 101', description: 'Fit and use.', keywords: ['barrier', 'latex'] }),
  ];

  it('matches topics on title, overview, key points and resources, case-insensitively', () => {
    expect(searchLocally('understanding', topics, guides).topics.map((t) => t.id)).toEqual(['understanding-stis']);
    expect(searchLocally('TREATABLE', topics, guides).topics.map((t) => t.id)).toEqual(['understanding-stis']);
    expect(searchLocally('toilet', topics, guides).topics.map((t) => t.id)).toEqual(['myths-vs-facts']);
    expect(searchLocally('debunked', topics, guides).topics.map((t) => t.id)).toEqual(['myths-vs-facts']);
  });

  it('matches guides on title, description and keywords', () => {
    expect(searchLocally('condoms', topics, guides).guides.map((g) => g.slug)).toEqual(['condom-use-guide']);
    expect(searchLocally('hiv prevention', topics, guides).guides.map((g) => g.slug)).toEqual(['prep-guide']);
    expect(searchLocally('latex', topics, guides).guides.map((g) => g.slug)).toEqual(['condom-use-guide']);
    expect(searchLocally('doxy', topics, guides).guides.map((g) => g.slug)).toEqual(['prep-guide']);
  });

  it('returns nothing for a blank query or no match', () => {
    expect(searchLocally('   ', topics, guides)).toEqual({ topics: [], guides: [] });
    expect(searchLocally('zzzz', topics, guides)).toEqual({ topics: [], guides: [] });
  });

  it('treats regular-expression characters as text', () => {
    expect(searchLocally('.*', topics, guides)).toEqual({ topics: [], guides: [] });
  });
});
