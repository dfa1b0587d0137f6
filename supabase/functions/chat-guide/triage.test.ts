import { describe, expect, it } from 'vitest';
import { decideAnswer } from './answer.ts';
import { MessageView } from './matcher.ts';
import { detectTriage, triageAnswer } from './triage.ts';
import type { RetrieveFn } from './types.ts';

const noRetrieval: RetrieveFn = async () => {
  throw new Error('retrieval must not run for triage');
};

const kind = (message: string) => detectTriage(new MessageView(message));

describe('detectTriage', () => {
  it.each([
    'I want to kill myself',
    "i don't want to be alive anymore",
    'having suicidal thoughts',
    'suicidel thoughts every night',
    'I keep wanting to hurt myself',
    'thinking about self-harm again',
    'I want to end my own life',
  ])('flags crisis: %s', (message) => {
    expect(kind(message)).toBe('crisis');
  });

  it.each([
    'I was raped last night',
    'someone forced me to have sex',
    'I think I was drugged at a party',
    'I was sexually assaulted',
    'it happened without my consent',
  ])('flags assault: %s', (message) => {
    expect(kind(message)).toBe('assault');
  });

  it.each([
    'I have a high fever and pelvic pain',
    'severe abdominal pain since this morning',
    'I fainted twice today',
    'im pasing out',
    'really bad pain in my lower belly',
    'fever and pain in my pelvis',
  ])('flags severe symptoms: %s', (message) => {
    expect(kind(message)).toBe('severe-symptoms');
  });

  it.each([
    'what is the accuracy rate of the kit',
    'is a rapid test reliable',
    'how do I talk about consent with a new partner',
    'it burns a bit when I pee',
    'how much does it cost',
    'when should I test after exposure',
  ])('does not flag ordinary questions: %s', (message) => {
    expect(kind(message)).toBeNull();
  });
});

describe('triage answers', () => {
  it('crisis points to 988 (call or text) and 911 with tel/sms links, warmly', () => {
    const { body, route } = triageAnswer('crisis');
    expect(route).toBe('triage:crisis');
    expect(body).toContain('[call 988](tel:988)');
    expect(body).toContain('[text 988](sms:988)');
    expect(body).toContain('[call 911](tel:911)');
    expect(body).toMatch(/not alone/);
  });

  it('assault covers safety, 911, medical care, PEP within 72 hours and emergency contraception within 72-120 hours', () => {
    const { body, sources } = triageAnswer('assault');
    expect(body).toContain('not your fault');
    expect(body).toContain('tel:911');
    expect(body).toMatch(/medical care/);
    expect(body).toContain('PEP to prevent HIV must be started within 72 hours');
    expect(body).toContain('emergency contraception works within 72-120 hours');
    expect(sources.map((s) => s.slug)).toEqual(['prep-guide']);
  });

  it('severe symptoms send to 911 or urgent care now', () => {
    const { body } = triageAnswer('severe-symptoms');
    expect(body).toContain('tel:911');
    expect(body).toMatch(/urgent care or an emergency room now/);
  });

  it('is never rephrasable by the LLM', () => {
    for (const k of ['crisis', 'assault', 'severe-symptoms'] as const) expect(triageAnswer(k).rephrasable).toBe(false);
  });
});

describe('triage wins over intents and retrieval', () => {
  it.each([
    ['How much does the kit cost? Also I was sexually assaulted', 'triage:assault'],
    ['I had unprotected sex and now I want to end my life', 'triage:crisis'],
    ['I have symptoms: high fever and severe pelvic pain', 'triage:severe-symptoms'],
    ['hi, i want to kill myself', 'triage:crisis'],
  ])('%s', async (message, route) => {
    const answer = await decideAnswer(message, noRetrieval);
    expect(answer.route).toBe(route);
  });
});
