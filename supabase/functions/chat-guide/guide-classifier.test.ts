import { describe, expect, it } from 'vitest';
import { trainingSet } from './eval/train-guide-classifier.ts';
import { decodeGuideClassifier, GUIDE_FEATURE_VERSION, guideProbabilities } from './guide-classifier.ts';
import { GUIDE_CLASSIFIER, GUIDE_TRAINED_ON } from './guide-classifier-weights.ts';
import { contentWords } from './query.ts';

const top = (question: string): string => {
  const probs = [...guideProbabilities(contentWords(question))].sort((a, b) => b[1] - a[1]);
  return probs[0]![0];
};

describe('guide classifier (docs/chat-guide.md, "A guide classifier (session 12)")', () => {
  it('was trained on the current guides and dev cases (rerun eval/train-guide-classifier.ts after either changes)', () => {
    const { slugs, hash } = trainingSet();
    expect(GUIDE_TRAINED_ON).toBe(hash);
    expect(GUIDE_CLASSIFIER.slugs).toEqual(slugs);
    expect(GUIDE_CLASSIFIER.featureVersion).toBe(GUIDE_FEATURE_VERSION);
  });

  it('gives every guide a probability, summing to 1', () => {
    const model = decodeGuideClassifier(GUIDE_CLASSIFIER);
    const probs = guideProbabilities(contentWords('how do I put on a condom'));
    expect(probs.size).toBe(model.slugs.length);
    expect([...probs.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });

  it("finds a question's own guide", () => {
    expect(top('how does PrEP work')).toBe('prep-guide');
    expect(top('where should I store condoms')).toBe('condom-use-guide');
    expect(top('what does an inconclusive result mean')).toBe('understanding-test-results');
  });
});
