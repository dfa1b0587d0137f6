import { afterEach, describe, expect, it } from 'vitest';
import { featureNames, parseWordClusters, useWordClusters, wordCluster } from './features.ts';
import { WORD_CLUSTERS_TEXT } from './word-clusters.ts';

afterEach(() => useWordClusters(null));

describe('word clusters (build-word-clusters.ts)', () => {
  it('are 4,096 leaves of 64 x 8 x 8, each word once, and stay small for the edge function', () => {
    const leaves = WORD_CLUSTERS_TEXT.split('|');
    expect(leaves).toHaveLength(4096);
    const words = leaves.flatMap((l) => (l ? l.split(' ') : []));
    expect(words.every((w) => /^[a-z]+$/.test(w))).toBe(true);
    expect(new Set(words).size).toBe(words.length);
    expect(words.length).toBeGreaterThan(20000);
    expect(WORD_CLUSTERS_TEXT.length).toBeLessThan(300_000);
  });

  it('give a word its leaf, and an unknown form the leaf of its stem', () => {
    useWordClusters('|pills tablets|overdose');
    expect(wordCluster('tablets')).toBe(1);
    expect(wordCluster('overdose')).toBe(2);
    expect(wordCluster('zzz')).toBeUndefined();
    expect(parseWordClusters('a b||c').get('c')).toBe(2);
  });

  it('let a word never trained on share the features of its cluster (g: its leaf and parent, p: neighbouring parents)', () => {
    // Leaf 9 (parent 9 >> 3 = 1) holds both drugs; "swallow" is in leaf 20 (parent 2).
    useWordClusters(`${'|'.repeat(9)}morphine paracetamol${'|'.repeat(11)}swallow`);
    const seen = featureNames('swallow morphine');
    const unseen = featureNames('swallow paracetamol');
    for (const name of ['g:12 9', 'g:9 1', 'p:2 1']) {
      expect(seen.has(name), name).toBe(true);
      expect(unseen.has(name), name).toBe(true);
    }
  });

  it('pair a concept with the cluster of the word before and after it (q:)', () => {
    useWordClusters('i|tonight');
    const names = [...featureNames('i want to die tonight').keys()];
    expect(names.some((n) => n.startsWith('qb:') && n.endsWith(' 0'))).toBe(true);
    expect(names.some((n) => n.startsWith('qa:') && n.endsWith(' 0'))).toBe(true);
  });
});
