/**
 * Look-alike topics (topics.ts, topic-answer.ts), the precise dosing refusal, links on every
 * fact, stray HTML and follow-ups, answered from the real guide sections (supabase/seed.sql,
 * generated from library/content/guides) through the in-memory search of eval/fake-retrieve.ts.
 */
import { describe, expect, it } from 'vitest';
import { answerMessage, decideAnswer } from './answer.ts';
import { createFakeRetrieve } from './eval/fake-retrieve.ts';
import { seedPassages } from './eval/seed-passages.ts';
import { isFollowUp, resolveFollowUp } from './follow-up.ts';
import { isDoseRequest } from './intents.ts';
import { MessageView } from './matcher.ts';
import { stripMarkup } from './normalize.ts';
import { detectTopic, INFECTION_TERMS, TOPICS } from './topics.ts';
import { aboutAnotherInfection, askedInfections } from './topic-answer.ts';
import type { Turn } from './triage.ts';

const retrieve = createFakeRetrieve(seedPassages());

async function ask(message: string, history: Turn[] = []) {
  return answerMessage(message, { retrieve, history });
}

const link = (slug: string) => `](/resources/${slug})`;

describe('the six reported cases', () => {
  it('emergency contraception 3 days after sex gets the EC answer, not PEP', async () => {
    const { reply, answer } = await ask('Can I still get emergency contraception 3 days after sex?');
    expect(answer.route).toBe('intent:topic:emergency-contraception');
    expect(reply).toContain('72-120 hours');
    expect(reply).toMatch(/emergency contraception/i);
    expect(reply).not.toMatch(/\bPEP\b/);
    expect(reply).toContain(link('birth-control-methods'));
  });

  it('"how soon do I need to take doxy-PEP?" is answered (72-hour window), not refused as a dose', async () => {
    const { reply, answer } = await ask('How soon do I need to take doxy-PEP?');
    expect(answer.route).toBe('intent:topic:doxy-pep');
    expect(reply).toContain('72-hour window');
    expect(reply).not.toContain("can't give medication doses");
    expect(reply).toMatch(/\]\(\/resources\/(prep-guide|prevention-plan-guide)\)/);
  });

  it('"is hepatitis C curable?" is answered (8-12 weeks), not refused', async () => {
    const { reply, answer } = await ask('Is hepatitis C curable?');
    expect(answer.route).toBe('intent:topic:cure');
    expect(reply).toContain('8-12 weeks');
    expect(reply).not.toContain("can't give medication doses");
    expect(reply).not.toMatch(/hepatitis B/i);
    expect(reply).toMatch(/\]\(\/resources\/[a-z-]+\)/);
  });

  it('Pap/HPV screening intervals get cervical screening (3-5 years), not STI testing frequency', async () => {
    const { reply, answer } = await ask('How often should I get a Pap smear or HPV test?');
    expect(answer.route).toBe('intent:topic:cervical-screening');
    expect(reply).toContain('3-5 years');
    expect(reply).not.toMatch(/every 3 months|every 6 months|annually/);
    expect(reply).toMatch(/\]\(\/resources\/[a-z-]+\)/);
  });

  it('"when should I retest after treatment?" gets about 3 months after treatment, not window periods', async () => {
    const { reply, answer } = await ask('When should I retest after treatment?');
    expect(answer.route).toBe('intent:topic:retest-after-treatment');
    expect(reply).toContain('3 months');
    expect(reply).not.toMatch(/10-33 days|1-5 days|window period/i);
    expect(reply).toMatch(/\]\(\/resources\/[a-z-]+\)/);
  });

  it('a PrEP question wrapped in stray HTML keeps its topic and its guide link', async () => {
    const { reply, answer } = await ask('<div class="q"><p>What is <b>PrEP</b>?</p><br/></div>');
    expect(answer.route).toBe('intent:topic:prep');
    expect(reply).toContain('PrEP');
    expect(reply).toContain(link('prep-guide'));
    expect(reply).not.toMatch(/<\/?(div|p|b|br)\b/);
  });

  it('a lab-results timing question links the guide the figures came from', async () => {
    const { reply, answer } = await ask('How long do lab results take?');
    expect(answer.route).toBe('intent:topic:lab-results-time');
    expect(reply).toContain('2-7 business days');
    expect(reply).not.toContain('15 minutes');
    expect(reply).toMatch(/\]\(\/resources\/[a-z-]+\)/);
  });
});

describe('look-alike pairs are told apart by their key terms', () => {
  it.each([
    ['What is emergency contraception?', 'emergency-contraception'],
    ['What is PEP?', 'pep'],
    ['What is PrEP?', 'prep'],
    ['What is doxy-PEP?', 'doxy-pep'],
    ['How often do I need a Pap test?', 'cervical-screening'],
    ['When should I get tested again after antibiotics?', 'retest-after-treatment'],
    ['How long do clinic lab results take?', 'lab-results-time'],
    ['Is syphilis curable?', 'cure'],
    ['Is there a vaccine for hepatitis B?', 'vaccine'],
    ['Is herpes treatable?', 'treatment'],
  ])('%s -> %s', (message, topic) => {
    expect(detectTopic(new MessageView(message))?.id).toBe(topic);
  });

  it('emergency contraception vs PEP: each answer stays on its own topic', async () => {
    const ec = await ask('How late can I take the morning after pill?');
    expect(ec.answer.route).toBe('intent:topic:emergency-contraception');
    expect(ec.reply).toContain('72-120 hours');
    expect(ec.reply).not.toMatch(/\bPEP\b/);
    const pep = await ask('What is PEP?');
    expect(pep.answer.route).toBe('intent:topic:pep');
    expect(pep.reply).toContain('72 hours');
    expect(pep.reply).not.toMatch(/emergency contraception|Doxy-PEP/i);
  });

  it('PEP vs PrEP: PEP is after an exposure, PrEP before; neither quotes the other', async () => {
    // The bodies are compared: the PEP answer's link is to the guide titled "PrEP, Explained Simply".
    const prep = await ask('What is PrEP?');
    expect(prep.answer.body).toMatch(/before/i);
    expect(prep.answer.body).not.toMatch(/\bPEP\b/);
    const pep = await ask('What is PEP?');
    expect(pep.answer.body).toMatch(/after/i);
    expect(pep.answer.body).not.toMatch(/\bPrEP\b/);
  });

  it('Doxy-PEP vs PEP: doxy-PEP is an antibiotic for bacterial STIs, not HIV PEP', async () => {
    const { reply } = await ask('What is doxy-PEP?');
    expect(reply).toMatch(/antibiotic/);
    expect(reply).toMatch(/bacterial/);
    expect(reply).not.toMatch(/post-exposure prophylaxis\) is an emergency course/);
  });

  it('a question naming two look-alikes gets what each one is', async () => {
    const { reply, answer } = await ask('Is Plan B the same as PEP?');
    expect(answer.route).toBe('intent:compare:emergency-contraception+pep');
    expect(reply).toMatch(/emergency contraception|EC/);
    expect(reply).toMatch(/\bPEP\b/);
  });

  it('Pap/HPV screening vs STI testing frequency', async () => {
    const sti = await ask('How often should I get tested for STIs?');
    expect(sti.answer.route).toBe('intent:testing-frequency');
    expect(sti.reply).toContain('every 3 months');
    const pap = await ask('How often do I need a Pap smear?');
    expect(pap.reply).toContain('3-5 years');
    expect(pap.reply).not.toContain('every 6 months');
  });

  it('retest after treatment vs window period vs when to test', async () => {
    const retest = await ask('How long after treatment should I get tested again?');
    expect(retest.answer.route).toBe('intent:topic:retest-after-treatment');
    expect(retest.reply).toContain('3 months');
    const windows = await ask('What is the window period for HIV?');
    expect(windows.answer.route).toBe('intent:test-windows');
    expect(windows.reply).toContain('10-33 days');
    const when = await ask('When should I test after exposure?');
    expect(when.answer.route).toBe('intent:test-after-exposure');
    expect(when.reply).toContain('2 weeks');
  });

  it('lab turnaround vs the kit result time', async () => {
    const lab = await ask('How long do results from a lab take?');
    expect(lab.reply).toContain('2-7 business days');
    expect(lab.reply).not.toContain('15 minutes');
    const kit = await ask('How fast are results with the kit?');
    expect(kit.reply).toContain('15 minutes');
    // The lab figure the kit answer compares with is the guides': its guide is linked.
    expect(kit.reply).toContain(link('understanding-test-results'));
    // Waiting to "hear back" from a clinic is lab turnaround too.
    const heard = await ask('I gave swabs at the clinic on Monday. When should I expect to hear back?');
    expect(heard.answer.route).toBe('intent:topic:lab-results-time');
    expect(heard.reply).toContain('2-7 business days');
  });

  it('curable vs treatable vs vaccine-preventable', async () => {
    const cure = await ask('Is herpes curable?');
    expect(cure.answer.route).toBe('intent:topic:cure');
    expect(cure.reply).toMatch(/no cure/);
    expect(cure.reply).not.toMatch(/vaccine/i);
    const vaccine = await ask('Is there a vaccine for herpes?');
    expect(vaccine.answer.route).toBe('intent:topic:vaccine');
    expect(vaccine.reply).toMatch(/no vaccines/);
    const treat = await ask('Is HIV treatable?');
    expect(treat.answer.route).toBe('intent:topic:treatment');
    expect(treat.reply).toMatch(/treatment/);
    expect(treat.reply).not.toMatch(/no vaccines/);
  });

  it('when no guide sentence is on the topic, it says so and links a search instead of a neighbour', async () => {
    const { reply, answer } = await answerMessage('What is emergency contraception?', {
      retrieve: createFakeRetrieve(seedPassages().filter((p) => !/emergency contraception|\bEC\b/i.test(p.content))),
    });
    expect(answer.route).toBe('intent:no-guide:emergency-contraception');
    expect(reply).toContain("I don't have a guide");
    expect(reply).toContain('](/search?q=emergency+contraception)');
    expect(reply).not.toMatch(/\bPEP\b|PrEP/);
  });
});

describe('the dosing refusal is precise', () => {
  it.each([
    'How many mg of doxycycline should I take?',
    'How much doxycycline should I take?',
    'What should I take for chlamydia?',
    "Can I use my friend's antibiotics?",
    'Can I take my partners leftover pills?',
    'Which antibiotic treats gonorrhea?',
    'How often should I take PrEP?',
  ])('refuses: %s', (message) => {
    expect(isDoseRequest(new MessageView(message))).toBe(true);
  });

  it.each([
    'How soon do I need to take doxy-PEP?',
    'Is hepatitis C curable?',
    'How long does hepatitis C treatment take?',
    'Where can I get PrEP?',
    'Does doxy-PEP work against HIV?',
    'How does PrEP work?',
    'Can I get Plan B without a prescription?',
    'How many days after treatment should I retest?',
    'HPV vaccine doses',
  ])('answers from the guides: %s', async (message) => {
    expect(isDoseRequest(new MessageView(message))).toBe(false);
    const { answer } = await ask(message);
    expect(answer.route).not.toBe('intent:dose-request');
  });
});

describe('every answer stating a health fact links its guide', () => {
  it.each([
    'Can I still get emergency contraception 3 days after sex?',
    'Is hepatitis C curable?',
    'How long do lab results take?',
    'How long do results take?',
    'Is there a vaccine for hepatitis C?',
    'When should I retest after treatment?',
  ])('%s', async (message) => {
    const { reply, sources } = await ask(message);
    expect(sources.length).toBeGreaterThan(0);
    expect(reply).toMatch(/\]\(\/resources\/[a-z-]+\)/);
  });
});

describe('stray HTML', () => {
  it('is stripped to its text, with script bodies dropped for answering', () => {
    expect(stripMarkup('<p>What is <b>PrEP</b>?</p>')).toBe('What is PrEP ?');
    expect(stripMarkup('<script>alert(1)</script> how do condoms work?', true)).toBe('how do condoms work?');
    expect(stripMarkup('PrEP &amp; PEP')).toBe('PrEP & PEP');
    expect(stripMarkup('plain text')).toBe('plain text');
  });
});

describe('follow-ups are answered about the previous turn', () => {
  const prepTurn: Turn[] = [
    { role: 'user', content: 'What is PrEP?' },
    { role: 'agent', content: 'From our guides: PrEP, short for pre-exposure prophylaxis, is medication …' },
  ];

  it('reads a short leaning question as a follow-up, and a full question as new', () => {
    expect(isFollowUp('how long does it take to work?')).toBe(true);
    expect(isFollowUp('and for women?')).toBe(true);
    expect(isFollowUp('is it free?')).toBe(true);
    expect(isFollowUp('What is doxy-PEP?')).toBe(false);
    expect(isFollowUp('How often should I get tested for STIs and what does the kit cost?')).toBe(false);
    expect(resolveFollowUp('is it free?', prepTurn)?.message).toBe('PrEP: is it free?');
    expect(resolveFollowUp('is it free?', [])).toBeNull();
  });

  it('"how long does it take to work?" after PrEP answers about PrEP', async () => {
    const { reply, answer } = await ask('how long does it take to work?', prepTurn);
    expect(answer.route).toMatch(/^intent:(topic|no-guide):prep$/);
    expect(reply).toContain(link('prep-guide'));
    expect(reply).not.toContain('business days');
  });

  it('"is it free?" after PrEP answers about PrEP costs, not the kit price', async () => {
    const { reply, answer } = await ask('is it free?', prepTurn);
    expect(answer.route).toMatch(/^intent:(topic|no-guide):prep$/);
    expect(reply).not.toContain('$99');
    expect(reply).toContain(link('prep-guide'));
  });

  it('"how much does it cost?" after the kit stays on the kit', async () => {
    const { reply } = await ask('how much does it cost?', [
      { role: 'user', content: 'When does the Candor kit launch?' },
      { role: 'agent', content: 'The kit is awaiting FDA approval.' },
    ]);
    expect(reply).toContain('$99');
  });

  it('a follow-up after a cure question keeps the infection', async () => {
    const { reply } = await ask('how long does that take?', [
      { role: 'user', content: 'Is hepatitis C curable?' },
      { role: 'agent', content: 'From our guides: Hepatitis C: now curable with antiviral pills, typically in 8-12 weeks.' },
    ]);
    expect(reply).toContain('8-12 weeks');
  });

  it('triage still reads the newest message first, whatever the history', async () => {
    const { answer } = await ask('i want to kill myself', prepTurn);
    expect(answer.route).toMatch(/^triage:/);
  });
});

describe('time questions worded as a limit', () => {
  it('"time limit" / "how long does it work for" asks for the timing sentence', async () => {
    const answer = await decideAnswer('plan b time limit??', retrieve);
    expect(answer.body).toContain('72-120 hours');
  });
});

describe('the infection a sentence is about', () => {
  const hiv = INFECTION_TERMS.filter((i) => i.name === 'HIV');
  const chlamydia = INFECTION_TERMS.filter((i) => i.name === 'chlamydia');

  it('a cure said of another infection does not answer ours', () => {
    const sentence =
      'Viral infections are manageable: hepatitis C can be cured in 8-12 weeks, and people living with HIV stay well on treatment.';
    expect(aboutAnotherInfection(sentence, TOPICS.cure, hiv)).toBe(true);
    expect(aboutAnotherInfection('Good news on hepatitis C: modern treatment can cure it.', TOPICS.cure, hiv)).toBe(true);
    expect(aboutAnotherInfection('There is no cure for HIV yet, but treatment works.', TOPICS.cure, hiv)).toBe(false);
  });

  it('a list of infections stays one clause', () => {
    expect(aboutAnotherInfection('There are no vaccines for HIV, herpes, chlamydia or syphilis.', TOPICS.vaccine, chlamydia)).toBe(false);
  });

  it('answers "is HIV curable" without another infection\'s cure', async () => {
    const answer = await decideAnswer('is hiv curable nowadays', retrieve);
    expect(answer.body).toMatch(/no cure/i);
    expect(answer.body).not.toContain('8-12 weeks');
  });
});

describe('treatment questions go to the treatment guide', () => {
  it('a medicine taken as treatment, or doxycycline prescribed for an infection, is the treatment topic', () => {
    for (const message of [
      'Do I really have to finish all my antibiotics if I already feel better?',
      'My doctor gave me a week of doxy for chlamydia. I feel fine after 3 days. Can I stop?',
      'Does herpes medication make outbreaks shorter?',
    ]) {
      expect(detectTopic(new MessageView(message))?.id, message).toBe('treatment');
    }
    expect(detectTopic(new MessageView('how soon after sex do I take doxy pep'))?.id).toBe('doxy-pep');
  });

  it('answers from the treatment guide', async () => {
    const { reply } = await ask('Does herpes medication make outbreaks shorter?');
    expect(reply).toContain('shorten outbreaks');
    expect(reply).toContain(link('treatment-options-timeline'));
  });
});

describe('a kit answer reached through a shared word gives way to the guides', () => {
  it('"over-the-counter products" and "a urine test" are not the kit when the guides answer the question', async () => {
    const bv = await ask('Can BV be treated with over-the-counter products?');
    expect(bv.answer.route).toBe('retrieval');
    expect(bv.reply).toContain('over-the-counter');
    const pee = await ask('Should I hold my pee before a urine test?');
    expect(pee.answer.route).toBe('retrieval');
    expect(pee.reply).toMatch(/pee/);
  });

  it('a question naming the kit or one of its facts keeps the kit answer', async () => {
    expect((await ask('How accurate is the test?')).answer.route).toMatch(/^intent:kit:/);
    expect((await ask('how does the candor urine test work?')).answer.route).toMatch(/^intent:kit:/);
  });
});

describe('the same fact in two guides', () => {
  it('is quoted from the guide or section named for the topic', async () => {
    const { reply } = await ask('How many days after unprotected sex can emergency contraception still work?');
    expect(reply).toContain('72-120 hours');
    expect(reply).toContain(link('birth-control-methods'));
  });
});

describe('comparing two look-alikes', () => {
  it('quotes the defining contrast from a section on both ("PrEP vs. PEP")', async () => {
    const { reply, answer } = await ask("What's the actual difference between PrEP and PEP?");
    expect(answer.route).toBe('intent:compare:pep+prep');
    expect(reply).toContain('ongoing routine');
    expect(reply).toContain('within 72 hours');
    expect(reply).toContain(link('prep-guide'));
  });

  it('without such a section, what each one is from its own sentences', async () => {
    const { reply } = await ask('is plan b the same as pep');
    expect(reply).toContain('72-120 hours');
    expect(reply).toMatch(/PEP \(post-exposure prophylaxis\)/);
  });
});

describe('a shot of a medicine', () => {
  it('is an injection, not a vaccine ("Is PrEP a pill or a shot?")', async () => {
    const { reply } = await ask('Is PrEP a pill or a shot?');
    expect(reply).toContain('long-acting injection');
    expect(reply).toContain(link('prep-guide'));
  });
});

describe('topics whose sentences hold for every infection', () => {
  it('a retest after chlamydia treatment is answered by the general rule when no sentence names chlamydia', async () => {
    const { reply } = await ask('When do I retest after chlamydia treatment?');
    expect(reply).toContain('3 months');
  });

  it('the general rule competes with a sentence naming the infection that says less (gonorrhea: "a follow-up test matters")', async () => {
    const { reply } = await ask('When should I retest after being treated for gonorrhea?');
    expect(reply).toMatch(/retest about 3 months/);
  });

  it('a cure question stays with the infection asked about', async () => {
    const { reply } = await ask('Is HIV curable these days?');
    expect(reply).not.toMatch(/hepatitis C can be cured/);
  });
});

describe('short and everyday names of an infection', () => {
  it('"gono", "syph", "chlam", "thrush" name the infection the guides name in full', async () => {
    const { namedInfections } = await import('./topics.ts');
    const names = (m: string) => namedInfections(new MessageView(m)).map((i) => i.name);
    expect(names('is gono curable')).toEqual(['gonorrhea']);
    expect(names('can syph come back')).toEqual(['syphilis']);
    expect(names('chlam symptoms?')).toEqual(['chlamydia']);
    expect(names('is thrush an sti')).toEqual(['yeast infection']);
  });
});

describe('everyday words one typo from an infection', () => {
  it('name no infection or topic ("here" is not herpes, "vacation" not vaccination), and the list of them is complete', async () => {
    const { namedInfections, NOT_INFECTION_NAMES } = await import('./topics.ts');
    const { REAL_WORDS_TEXT } = await import('./triage/real-words.ts');
    expect(namedInfections(new MessageView('how long til the lab results come back, im dying here'))).toEqual([]);
    expect(namedInfections(new MessageView('is herpes here to stay')).map((i) => i.name)).toEqual(['herpes']);
    const misread = REAL_WORDS_TEXT.split(' ').filter(
      (word) =>
        !NOT_INFECTION_NAMES.has(word) &&
        INFECTION_TERMS.some((i) => new MessageView(word).hasAny(i.terms) && !i.terms.some((t) => t.replace(/^=/, '') === word)) &&
        !/^yeasts$/.test(word),
    );
    expect(misread).toEqual([]);
    const topicMisread = REAL_WORDS_TEXT.split(' ').filter((word) => {
      const topic = detectTopic(new MessageView(word));
      return topic !== null && !/^(?:cervical|curable|incurables?|cured?|cures|jabs|vaccin\w*)$/.test(word);
    });
    expect(topicMisread).toEqual([]);
    expect(detectTopic(new MessageView('i hooked up with someone on vacation, when should i test'))).toBeNull();
  });
});

describe('signs described in the question', () => {
  it('keep the caution and add what the symptom guide says they can mean, when it says the telling word', async () => {
    const { reply, answer } = await ask('I found a firm sore down there that does not hurt, what could it be?');
    expect(answer.route).toBe('intent:diagnosis-request');
    expect(reply).toMatch(
      /^I can't tell you whether you have an infection: .* From our guides: .*Syphilis: often starts as a single, firm, painless sore/,
    );
    expect(reply).toContain('see a healthcare provider rather than self-diagnose');
    expect(reply).toContain(link('sti-symptom-guide'));
    const yeast = await ask('my discharge is thick and white like cottage cheese, is it an std?');
    expect(yeast.reply).toContain('Yeast infection: thick, white, cottage-cheese-like discharge');
  });

  it('are left as the caution alone when it already says every word of the question', async () => {
    const { reply } = await ask('I have discharge and burning, is it an STI?');
    expect(reply).not.toContain('From our guides');
    expect(reply).toContain('see a healthcare provider rather than self-diagnose');
  });
});

describe('the section named for the infection asked about', () => {
  it('is searched for by the infection alone, when the topic searches fill up with other sections', async () => {
    // As with the real ranked search: the sections that say "vaccine" most push "Hepatitis A" out of the top rows.
    const crowded = async (query: string, limit: number) => {
      const rows = await retrieve(query, limit);
      return query.includes('vaccine') ? rows.filter((row) => !/^Hepatitis/.test(row.heading)) : rows;
    };
    const { reply } = await answerMessage('Is there a single vaccine for hep A and hep B together?', { retrieve: crowded });
    expect(reply).toContain('combined vaccine that covers hepatitis A and B');
    expect(reply).toContain(link('vaccination-guide'));
  });
});

describe('the infection asked about, of two named', () => {
  it('leaves out one named in a comparison, and takes the one a named tool is asked to protect against', () => {
    const names = (m: string) => askedInfections(new MessageView(m)).map((i) => i.name);
    expect(names('Is there a vaccine for hepatitis C like there is for hep B?')).toEqual(['hepatitis C']);
    expect(names('Does the HPV vaccine protect against herpes too?')).toEqual(['herpes']);
    expect(names('are chlamydia and gonorrhea curable')).toEqual(['chlamydia', 'gonorrhea']);
  });

  it('answers the hepatitis C vaccine question with hepatitis C, not the hepatitis B vaccine', async () => {
    const { reply } = await ask('Is there a vaccine for hepatitis C like there is for hep B?');
    expect(reply).not.toContain('long-lasting protection');
    expect(reply).toMatch(/hepatitis C/);
  });
});

describe('a topic answer says the question phrase', () => {
  it('"side effects" of PrEP gets the sentence on side effects, not the one that names PrEP most', async () => {
    const answer = await decideAnswer('any side effects with PrEP? been queasy since i started it', createFakeRetrieve(seedPassages()));
    expect(answer.route).toBe('intent:topic:prep');
    expect(answer.body).toMatch(/^From our guides: Some people notice mild side effects/);
  });
});

describe('a sentence leaning on the one before', () => {
  it('"They … are easily treated" counts as naming the infections the sentence before names', async () => {
    const answer = await decideAnswer('is BV treatable', createFakeRetrieve(seedPassages()));
    expect(answer.route).toBe('intent:topic:treatment');
    expect(answer.body).toContain('easily treated');
  });
});

describe('lab turnaround is timed from the sample, not from an exposure', () => {
  it('"how long after exposure" for a blood test is a window period', () => {
    expect(detectTopic(new MessageView('how long after exposure should I wait to get a syphilis blood test'))?.id).not.toBe(
      'lab-results-time',
    );
    expect(detectTopic(new MessageView('how long do blood test results take to come back'))?.id).toBe('lab-results-time');
  });
});

describe('not wanting a pregnancy after sex is emergency contraception', () => {
  it('a pregnancy worry is EC; the chances of a pregnancy or a pregnancy test are not', () => {
    expect(detectTopic(new MessageView('the condom slipped and im worried about getting pregnant'))?.id).toBe('emergency-contraception');
    expect(detectTopic(new MessageView('what can we do about not getting pregnant now'))?.id).toBe('emergency-contraception');
    expect(detectTopic(new MessageView('when should I take a pregnancy test'))).toBeNull();
    expect(detectTopic(new MessageView('what are the chances of getting pregnant on my period'))).toBeNull();
  });
});

describe("a topic's home guide", () => {
  it('a retest after treatment is answered from the treatment guide when two guides say the same', async () => {
    const row = (slug: string, guide_title: string, heading: string, content: string) => ({
      slug,
      guide_title,
      heading,
      content,
      rank: 0.5,
    });
    const rows = [
      row(
        'testing-schedule-best-practices',
        'Your Testing Schedule, Made Simple',
        'Keeping Track',
        'Plan to retest about 3 months after treatment.',
      ),
      row(
        'treatment-options-timeline',
        'Treatment Options and Timeline',
        'The Typical Timeline',
        'Plan to retest about 3 months after treatment.',
      ),
    ];
    const answer = await decideAnswer('when should I retest after treatment', async () => rows);
    expect(answer.route).toBe('intent:topic:retest-after-treatment');
    expect(answer.sources[0]!.slug).toBe('treatment-options-timeline');
    expect(TOPICS['retest-after-treatment'].home).toBe('treatment-options-timeline');
  });

  it("of two guides saying the same on a topic, the one whose about-line (guide-about.ts) says the question's words is chosen", async () => {
    const row = (slug: string, guide_title: string) => ({
      slug,
      guide_title,
      heading: 'Backup Options',
      content: 'Emergency contraception works within 72-120 hours depending on the type.',
      rank: 0.5,
    });
    // Same sentence, same heading: only what each guide says it is about differs ("birth control", "the pill").
    const rows = [row('prevention-plan-guide', 'Your Prevention Plan'), row('birth-control-methods', 'Your Options, Compared')];
    const question = 'I missed two birth control pills, do I need emergency contraception?';
    for (const order of [rows, [...rows].reverse()]) {
      const answer = await decideAnswer(question, async () => order);
      expect(answer.route).toBe('intent:topic:emergency-contraception');
      expect(answer.sources.map((s) => s.slug)).toEqual(['birth-control-methods']);
    }
  });
});
