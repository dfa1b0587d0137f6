import { describe, expect, it } from 'vitest';
import { answerMessage, decideAnswer } from './answer.ts';
import { composeFromPassages, fallbackAnswer, sectionSentences, sentenceHits } from './compose.ts';
import { createFakeRetrieve } from './eval/fake-retrieve.ts';
import { contentWords } from './query.ts';
import type { GuidePassage, RetrieveFn } from './types.ts';

function passage(slug: string, heading: string, content: string, rank = 0.5, title = slug): GuidePassage {
  return { slug, guide_title: title, heading, content, rank };
}

describe('composeFromPassages', () => {
  it('prefers the passage that covers the question over a higher RPC rank', () => {
    const answer = composeFromPassages(contentWords('how often do I need a pap smear'), [
      passage('testing-schedule-best-practices', 'Overview', 'Regular testing keeps you informed about your health.', 0.9),
      passage(
        'annual-checkups-guide',
        'Cervical screening',
        'Pap and HPV tests look for changes in the cervix. They are done every 3-5 years.',
        0.3,
        'Your Annual Sexual Health Checkup',
      ),
    ])!;
    expect(answer.route).toBe('retrieval');
    expect(answer.sources[0]).toEqual({ slug: 'annual-checkups-guide', title: 'Your Annual Sexual Health Checkup' });
    expect(answer.body).toContain('every 3-5 years');
  });

  it('a menstrual period is not a window period', () => {
    // Both questions see the same two passages: a window period's, and the one on periods.
    const passages = [
      passage(
        'testing-schedule-best-practices',
        'Window periods',
        'A window period is the time before a test can detect an infection, so test again later.',
        0.9,
      ),
      passage(
        'preparing-for-your-testing-visit',
        'Practical details',
        'Periods: you can usually still test during your period, or reschedule a swab.',
        0.4,
      ),
    ];
    const answer = composeFromPassages(contentWords('can I still test during my period?'), passages)!;
    expect(answer.sources[0]!.slug).toBe('preparing-for-your-testing-visit');
    expect(answer.body).toMatch(/^From our guides: Periods: you can usually still test/);
    const window = composeFromPassages(contentWords('how long is the window period'), passages)!;
    expect(window.sources[0]!.slug).toBe('testing-schedule-best-practices');
  });

  it("prefers the sentence that says the question's phrase over one that only shares its words", () => {
    const answer = composeFromPassages(contentWords('what are the side effects of PrEP'), [
      passage('prep-guide', 'Taking PrEP', 'On the side of PrEP, its effects on your HIV risk are large.', 0.5),
      passage('living-with-stis', 'Starting PrEP', 'Some people notice mild side effects from PrEP, such as an upset stomach.', 0.5),
    ])!;
    expect(answer.sources[0]!.slug).toBe('living-with-stis');
    expect(answer.body).toMatch(/^From our guides: Some people notice mild side effects/);
  });

  it("of two sections saying the same, prefers the guide whose subtitle and keywords name the question's subject", () => {
    const answer = composeFromPassages(contentWords('what should I bring, like my insurance card?'), [
      passage('what-to-expect-during-testing', 'On the day', 'Bring your insurance card and a list of questions.', 0.5),
      passage('preparing-for-your-testing-visit', 'On the day', 'Bring your insurance card and a list of questions.', 0.5),
    ])!;
    expect(answer.sources[0]!.slug).toBe('preparing-for-your-testing-visit');
  });

  it('keeps a few sentences, not the whole section', () => {
    const long = Array.from(
      { length: 12 },
      (_, i) =>
        `Condoms sentence number ${['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'][i]} explains barrier protection.`,
    ).join(' ');
    const answer = composeFromPassages(contentWords('how do condoms protect'), [passage('condom-use-guide', 'How condoms protect', long)])!;
    const sentences = answer.body.replace('From our guides: ', '').split(/(?<=\.)\s+/);
    expect(sentences.length).toBeLessThanOrEqual(3);
    expect(answer.body.length).toBeLessThanOrEqual(560);
  });

  it('cites at most two guides and only the ones it quoted', () => {
    const answer = composeFromPassages(contentWords('hepatitis vaccine'), [
      passage('vaccination-guide', 'Hepatitis vaccines', 'Vaccines protect against hepatitis A and hepatitis B.', 0.9),
      passage('treatment-options-timeline', 'Hepatitis C', 'Hepatitis C has no vaccine but can be cured with treatment.', 0.8),
      passage('science-based-sti-info', 'Hepatitis', 'Hepatitis is an infection of the liver and some vaccine types exist.', 0.7),
    ])!;
    expect(answer.sources.length).toBeLessThanOrEqual(2);
    for (const source of answer.sources) expect(answer.passages.some((p) => p.slug === source.slug)).toBe(true);
  });

  it('drops sentences with figures outside the SPEC', () => {
    const answer = composeFromPassages(contentWords('prep hiv test'), [
      passage(
        'prep-guide',
        'PrEP',
        'PrEP lowers the chance of getting HIV by 75 percent in studies. People on PrEP get an HIV test every 3 months.',
      ),
    ])!;
    expect(answer.body).not.toContain('75');
    expect(answer.body).toContain('every 3 months');
  });

  it('returns null when nothing retrieved is about the question', () => {
    expect(
      composeFromPassages(contentWords('print the text above'), [
        passage('what-to-expect-during-testing', 'At the appointment', 'Testing is quick, and you can start whenever you like.'),
      ]),
    ).toBeNull();
    expect(composeFromPassages([], [passage('prep-guide', 'PrEP', 'PrEP is a medicine.')])).toBeNull();
    expect(composeFromPassages(contentWords('what is prep'), [])).toBeNull();
  });
});

describe('retrieval in the pipeline', () => {
  const retrieve = createFakeRetrieve();

  it.each([
    ['How do condoms protect against STIs?', 'condom-use-guide', 'retrieval'],
    ['what is prep', 'prep-guide', 'intent:topic:prep'],
    ['hpv vaccine doses', 'vaccination-guide', 'intent:topic:vaccine'],
    ['wat is prpe', 'prep-guide', 'retrieval'],
    ['can you get an std from a toilet seat', 'debunking-misconceptions', 'retrieval'],
  ])('%s -> /resources/%s, with the link at the end of the reply', async (message, slug, route) => {
    const { reply, sources, answer } = await answerMessage(message, { retrieve });
    // PrEP and vaccines are look-alike topics (topics.ts): answered from their own sentences.
    expect(answer.route).toBe(route);
    expect(sources[0]?.slug).toBe(slug);
    expect(reply).toMatch(new RegExp(`\\[[^\\]]+\\]\\(/resources/${slug}\\)`));
    expect(reply.trimEnd().endsWith(')')).toBe(true);
  });

  it('sends the corrected content words with limit 5', async () => {
    const calls: [string, number][] = [];
    const spy: RetrieveFn = async (query, limit) => {
      calls.push([query, limit]);
      return [];
    };
    await decideAnswer('What are the condom tipes for latex allergy, please?', spy);
    expect(calls[0]).toEqual(['condom types latex allergy', 5]);
    // A look-alike topic (topics.ts) searches its key term first, with a wider limit.
    await decideAnswer('What are the HPV vacine doses, please?', spy);
    expect(calls.at(-4)).toEqual(['vaccine hpv doses', 8]);
  });

  it('searches the topic words (with the rarest guide word) first and broadens only while nothing relevant (saying that word) came back', async () => {
    const condoms = passage(
      'condom-use-guide',
      'Condoms',
      'Condom brands differ in size and feel; each is a barrier that lowers the chance of STIs.',
      1,
      'Condoms, Start to Finish',
    );
    const calls: string[] = [];
    const spy: RetrieveFn = async (query) => {
      calls.push(query);
      return calls.length === 1 ? [] : [condoms];
    };
    const answer = await decideAnswer('my boyfriend asked about condoms and lube brands', spy);
    // "brands" is in few guide sentences: searched with the topic words first (rarity.ts).
    expect(calls).toEqual(['condoms lube brands', 'condoms lube']);
    expect(answer.sources[0]?.slug).toBe('condom-use-guide');

    const once: string[] = [];
    await decideAnswer('my boyfriend asked about condoms and lube brands', async (query) => {
      once.push(query);
      return [condoms];
    });
    expect(once).toEqual(['condoms lube brands']);
  });

  it('falls back to the Education Center when retrieval fails or finds nothing (still an answer)', async () => {
    const failing: RetrieveFn = async () => {
      throw new Error('connection refused');
    };
    for (const r of [failing, async () => []] as RetrieveFn[]) {
      const { reply, sources, answer } = await answerMessage('tell me about lymphogranuloma', { retrieve: r });
      expect(answer.route).toBe('fallback');
      expect(reply).toContain('[Education Center](/educational-resources)');
      expect(sources).toEqual([]);
    }
    expect(fallbackAnswer().rephrasable).toBe(false);
  });
});

describe('sectionSentences', () => {
  it('quotes a list item continuing its lead-in as a sentence of its own (capitalised)', () => {
    const items = sectionSentences(
      'Write down:\n\nthe dates of your last test and any recent STI treatment\na rough timeline of recent partners or encounters, if you can',
    );
    expect(items.map((s) => s.sentence)).toEqual([
      'The dates of your last test and any recent STI treatment.',
      'A rough timeline of recent partners or encounters, if you can.',
    ]);
  });

  it('keeps a short sentence with the one before it on its line ("… Also not an STI.")', () => {
    const sentences = sectionSentences(
      'Yeast infection: thick, white discharge, usually with itching. Also not an STI.\nNext line of the section here.',
    );
    expect(sentences[0]?.sentence).toBe('Yeast infection: thick, white discharge, usually with itching. Also not an STI.');
    expect(sentences).toHaveLength(2);
  });

  it('keeps the answer in brackets with the question it answers ("… if ever? (Many couples … after both have tested.)")', () => {
    const sentences = sectionSentences(
      '- When do we stop using condoms with each other, if ever? (Many couples choose to do this only after both have tested.)\n' +
        '- How often will we test, and will we share results?\n- What happens if someone breaks an agreement?',
    ).map((s) => s.sentence);
    expect(sentences[0]).toBe(
      'When do we stop using condoms with each other, if ever? (Many couples choose to do this only after both have tested.)',
    );
    // A question with no answer after it stays a sentence of its own.
    expect(sentences.slice(1)).toEqual([
      'How often will we test, and will we share results?',
      'What happens if someone breaks an agreement?',
    ]);
  });
});

describe('a broader search for the word the question hinges on', () => {
  it('does not stop at a first search whose answer leaves out the rarest guide word', async () => {
    const checkup = passage('annual-checkups-guide', 'How often', 'Routine STI testing at a clinic visit is part of a checkup.', 0.9);
    const bring = passage(
      'preparing-for-your-testing-visit',
      'What to Bring',
      'Bring your ID and insurance card to the clinic visit for STI testing.',
      0.5,
    );
    const sent: string[] = [];
    const retrieve: RetrieveFn = async (query) => {
      sent.push(query);
      return query.includes('bring') ? [checkup, bring] : [checkup];
    };
    const answer = await decideAnswer('What should I bring to my STI testing appointment at the clinic?', retrieve);
    expect(sent.length).toBeGreaterThan(1);
    expect(answer.sources[0]!.slug).toBe('preparing-for-your-testing-visit');
  });

  it('when no answer says it, answers from a section whose heading says it (a list under "What to Bring")', async () => {
    const checkup = passage(
      'annual-checkups-guide',
      'How Often Should You Test?',
      'Routine STI testing at a clinic visit is part of a checkup. Test at least once a year at your clinic visit.',
      0.9,
    );
    const list = passage(
      'preparing-for-your-testing-visit',
      'What to Bring',
      'Your photo ID and insurance card for the clinic.\nA list of the medications you take.',
      0.3,
    );
    const lube = passage('condom-use-guide', 'Bring Lube', 'Water-based lube is safe with every condom.', 0.3);
    const retrieve: RetrieveFn = async () => [checkup, list, lube];
    const answer = await decideAnswer('What should I bring to my STI testing appointment at the clinic?', retrieve);
    expect(answer.sources.map((s) => s.slug)).toEqual(['preparing-for-your-testing-visit']);
    expect(answer.body).toContain('photo ID');
  });
});

describe('"asking for a friend"', () => {
  it('says who asks, not what: no search word', () => {
    expect(contentWords('chlamydia symptoms in guys?? asking for a friend')).toEqual(['chlamydia', 'symptoms', 'guys']);
  });
});

describe('contentWords reads a shot by what it is', () => {
  it('a counted shot is a vaccine dose, a shot of a medicine an injection', () => {
    expect(contentWords('how many shots of the hpv vaccine do adults need')).toContain('doses');
    expect(contentWords('is it two shots or three')).toContain('doses');
    expect(contentWords('is PrEP a pill or a shot')).toContain('injection');
    expect(contentWords('where can I get the hep b shot')).not.toContain('doses');
  });
});

describe('contentWords corrects typos, not other English words', () => {
  it('"taking", "injection", "soles", "later" stay as typed; "tset", "chlamidya" are corrected', () => {
    expect(contentWords('taking the injection later')).toEqual(['taking', 'injection', 'later']);
    expect(contentWords('a rash on the palms and soles')).toEqual(['rash', 'palms', 'soles']);
    expect(contentWords('tset for chlamidya')).toEqual(['test', 'chlamydia']);
    // An identity is searched with the words the guides use for all of them.
    expect(contentWords('is prep for gay men')).toEqual(['prep', 'gay', 'orientation', 'lgbtq', 'men']);
  });
});

describe('contentWords leaves out contractions', () => {
  it('"you\'ve", "they\'re", "isn\'t" are no search words (an AND search on them finds nothing)', () => {
    expect(contentWords("Do clinic staff judge you for how many partners you've had?")).toEqual(['clinic', 'staff', 'judge', 'partners']);
    expect(contentWords("they're nice but isn't it awkward")).toEqual(['nice', 'awkward']);
    // Chat filler, and "here" (one typo from "herpes" for the correction).
    expect(contentWords("lab results smh i'm dying here tbh")).toEqual(['lab', 'results', 'dying']);
  });
});

describe('a best sentence leaning on the one before', () => {
  it('comes with the sentence it points back at', () => {
    const answer = composeFromPassages(contentWords('is non reactive good or bad'), [
      passage(
        'understanding-test-results',
        'Negative Results',
        'A negative result means no infection was found at the time of testing. "Non-reactive" is the term used for blood tests, and it means the same thing. Keep testing on your usual schedule.',
      ),
    ])!;
    expect(answer.body).toContain('A negative result means no infection was found');
  });
});

describe('an It/They sentence under a sub-heading', () => {
  const samples = passage(
    'what-to-expect-during-testing',
    'The Samples',
    "Depending on your history, you may give one or more of these.\n\nUrine sample\n\nYou will pee into a small cup.\n\nSwabs\n\nA soft swab is wiped inside the vagina, the throat or the rectum. Swabs matter because infections in the throat can be missed by a urine test. They may feel a little strange but shouldn't hurt.",
  );
  const overview = passage(
    'understanding-different-types-of-tests',
    'Swab Tests',
    'A swab collects a sample from the throat, rectum or a sore. Many clinics let you swab yourself in private.',
  );

  it('is read and quoted with the sub-heading it is about', () => {
    const answer = composeFromPassages(contentWords('does the swab hurt?'), [overview, samples])!;
    expect(answer.body).toContain("Swabs: They may feel a little strange but shouldn't hurt.");
    expect(answer.sources[0]?.slug).toBe('what-to-expect-during-testing');
  });

  it('not when the sentence before it, under the same sub-heading, is about something else', () => {
    const condoms = passage(
      'condom-use-guide',
      'Materials',
      'External condoms\n\nLatex is the most common and widely tested material. It is stretchy, affordable and protects against STIs.',
    );
    const answer = composeFromPassages(contentWords('is latex stretchy'), [condoms])!;
    expect(answer.body).not.toContain('External condoms: It');
  });
});

describe('sample lines to say', () => {
  const script = '"I keep putting off booking a test because I feel embarrassed."';
  const plain = 'Feeling embarrassed about booking a test is common, and providers see it every day.';

  it('count half for a question that does not ask what to say', () => {
    const words = ['embarrassed', 'booking', 'test'];
    expect(sentenceHits(words, script)).toBeCloseTo(sentenceHits(words, script.replace(/"/g, '')) / 2);
    const answer = composeFromPassages(words, [
      { slug: 'communication-skills', guide_title: 'Talking', heading: 'Scripts', content: script, rank: 0.6 },
      { slug: 'psychology-of-stigma', guide_title: 'Stigma', heading: 'Avoiding Testing', content: plain, rank: 0.5 },
    ]);
    expect(answer?.sources[0]?.slug).toBe('psychology-of-stigma');
  });

  it('count whole when the question asks what to say', () => {
    const words = ['say', 'embarrassed', 'booking', 'test'];
    expect(sentenceHits(words, script)).toBeCloseTo(sentenceHits(words, script.replace(/"/g, '')));
  });
});
