/**
 * Follow-ups read with the conversation (follow-up.ts): an infection swapped into the earlier
 * question keeps its facet; a bare short question leans on the turn before; an earlier turn
 * with no named subject lends its topic words. Examples written for this test.
 */
import { describe, expect, it } from 'vitest';
import { decideAnswer } from './answer.ts';
import { createFakeRetrieve } from './eval/fake-retrieve.ts';
import { seedPassages } from './eval/seed-passages.ts';
import { isFollowUp, linkedGuide, oneStandsFor, resolveFollowUp, swapInfection, swapToKit } from './follow-up.ts';
import { contentWords } from './query.ts';
import type { Turn } from './triage.ts';

const retrieve = createFakeRetrieve(seedPassages());
const user = (content: string): Turn => ({ role: 'user', content });
const agent = (content: string): Turn => ({ role: 'agent', content });

describe('swapInfection', () => {
  it('asks the earlier question again about the infection now named', () => {
    expect(swapInfection('what about gonorrhea?', 'How long after sex does chlamydia show up on a test?')).toBe(
      'how long after sex does gonorrhea show up on a test',
    );
    expect(swapInfection('and hep b?', 'is there a vaccine for HPV')).toBe('is there a vaccine for hepatitis b');
  });

  it('is not a swap without an opening, with a topic of its own, or when the message is long', () => {
    expect(swapInfection('gonorrhea', 'How long does chlamydia take to show up?')).toBeNull();
    expect(swapInfection('and is PrEP for syphilis?', 'Is chlamydia curable?')).toBeNull();
    expect(swapInfection('and what do I do if I think I caught syphilis from him', 'Is chlamydia curable?')).toBeNull();
  });

  it('keeps the window-period facet in the answer', async () => {
    const answer = await decideAnswer('and for herpes?', retrieve, [
      user('how long is the window period for gonorrhea'),
      agent('1-5 days.'),
    ]);
    expect(answer.body).toContain('2-12 weeks');
  });
});

describe('swapInfection: an infection set beside the earlier one', () => {
  it('asks the earlier question of it when nothing but the comparison is said', () => {
    expect(swapInfection('is it different for herpes?', 'is chlamydia curable?')).toBe('is herpes curable');
    expect(swapInfection('is gonorrhea the same?', 'how long is the window period for hiv')).toBe(
      'how long is the window period for gonorrhea',
    );
  });

  it('is no swap when the message asks something of its own', () => {
    expect(swapInfection('is syphilis curable', 'is chlamydia curable?')).toBeNull();
    expect(swapInfection('is that the same thing as herpes?', 'what does hsv stand for')).toBeNull();
  });

  it('answers the window of the infection now named', async () => {
    const answer = await decideAnswer('is it the same for syphilis?', retrieve, [
      user('how long is the hiv window period'),
      agent('10-33 days.'),
    ]);
    expect(answer.body).toContain('3-6 weeks');
  });
});

describe('a follow-up giving only an age', () => {
  const vaccine = [
    user('should I get the HPV vaccine?'),
    agent('It works best before any exposure. See [Vaccines](/resources/vaccination-guide).'),
  ];

  it("is read with the guides' word for an adult", async () => {
    expect(resolveFollowUp("and if I'm already 30?", vaccine)?.message).toMatch(/\(adults\)$/);
    const answer = await decideAnswer("but what if I'm 45 already?", retrieve, vaccine);
    expect(answer.body).toContain('catch-up vaccination is recommended for young adults');
  });

  it('an age under 18 or a number that is no age adds nothing', () => {
    expect(resolveFollowUp('what if im 16', vaccine)?.message).not.toContain('adults');
    expect(resolveFollowUp('and if it was 30 days ago?', vaccine)?.message).not.toContain('adults');
  });
});

describe('whether a prevention topic fits the asker, after a situation told', () => {
  it('is asked in that situation', async () => {
    const told = [
      user('My partner just found out he has HIV.'),
      agent("That's a lot to take in. See [Living Well With an STI](/resources/living-with-stis)."),
    ];
    expect(resolveFollowUp('so do I need PrEP?', told)?.message).toBe('so do I need PrEP? (partner hiv)');
    const answer = await decideAnswer('so do I need PrEP?', retrieve, told);
    expect(answer.body).toContain('You have a partner living with HIV');
  });

  it('stays as asked after a turn on the topic itself, or as a question of how often', () => {
    expect(resolveFollowUp('so do I need PrEP?', [user('what is PrEP'), agent('A pill.')])).toBeNull();
    expect(resolveFollowUp('how often do i need a pap', [user('how many hpv shots if im 25')])).toBeNull();
  });
});

describe('"one" standing for the earlier topic', () => {
  it('is read as its key words', async () => {
    expect(oneStandsFor('is there one for hep a?', 'who should get the hep b vaccine')?.message).toBe('is there vaccine for hep a');
    const answer = await decideAnswer(
      'Is the hepatitis B vaccine for grown-ups, and is there one that covers hepatitis A as well?',
      retrieve,
    );
    expect(answer.body).toContain('combined vaccine that covers hepatitis A and B');
  });

  it('stays as said without an earlier topic or as "which one"', () => {
    expect(oneStandsFor('is there one for hep a?', 'I have hep b')).toBeNull();
    expect(oneStandsFor('which one is better', 'who should get the hep b vaccine')).toBeNull();
  });
});

describe('bare follow-ups', () => {
  it('a short question with no subject leans on the earlier turn', () => {
    expect(isFollowUp('how many shots?')).toBe(true);
    expect(isFollowUp('what is syphilis?')).toBe(false);
    expect(resolveFollowUp('how many shots?', [user('Who should get the hepatitis B vaccine?')])?.message).toBe(
      'hepatitis B vaccine: how many shots?',
    );
  });

  it('an earlier turn with no named subject lends its topic words', () => {
    const resolved = resolveFollowUp('and silicone?', [user('which lube works with latex condoms')]);
    expect(resolved?.message).toMatch(/^lube latex condom.*: and silicone\?$/);
  });

  it('a subject-less question of up to ten words continues the conversation', () => {
    expect(isFollowUp('ok what should i bring with me')).toBe(true);
    expect(isFollowUp('does my partner need to be treated?')).toBe(true);
    expect(isFollowUp('How often should I get tested for STIs and what does the kit cost?')).toBe(false);
    // The earlier turn's own topic word ("clinic") goes with its infection.
    expect(resolveFollowUp('ok what should i bring with me', [user('going to the clinic for a chlamydia test tomorrow')])?.message).toBe(
      'chlamydia clinic: ok what should i bring with me',
    );
  });

  it('carries the earlier topic words beside its infection ("condoms" of "do condoms stop herpes?")', () => {
    expect(resolveFollowUp('what size should I buy?', [user('Do condoms stop herpes?')])?.message).toBe(
      'herpes condoms: what size should I buy?',
    );
    // A look-alike topic's key term says it all.
    expect(resolveFollowUp('how long does it take to work?', [user('Is PrEP a pill I take every day?')])?.message).toBe(
      'PrEP: how long does it take to work?',
    );
  });

  it('without an earlier turn nothing is resolved', () => {
    expect(resolveFollowUp('how many shots?', [])).toBeNull();
  });
});

describe('a follow-up whose "it" is the earlier prevention topic', () => {
  it('"does it cover HIV?" after Doxy-PEP is about Doxy-PEP, answered with the sentence that says what "it" is', async () => {
    const history = [user('What is doxy pep exactly?'), agent('An antibiotic taken after sex.')];
    expect(resolveFollowUp('does it cover HIV?', history)?.message).toBe('Doxy-PEP: does it cover HIV?');
    const answer = await decideAnswer('does it cover HIV?', retrieve, history);
    expect(answer.body).toContain("doesn't protect against HIV");
    expect(answer.body).toMatch(/Doxy-PEP is .*It doesn't protect against HIV/);
  });

  it('"who is it meant for?" gets the sentence on who uses it', async () => {
    const answer = await decideAnswer('who is it meant for?', retrieve, [user('What is doxy pep exactly?'), agent('An antibiotic.')]);
    expect(answer.route).toBe('intent:topic:doxy-pep');
    expect(answer.body).toMatch(/bacterial STI/);
  });
});

describe('an at-home test is not the kit', () => {
  it('"and after?" following a positive at-home test carries the question\'s words, not the Candor kit', () => {
    const resolved = resolveFollowUp('and after?', [
      user('What should I do if I test positive on an at-home test?'),
      agent('Share the result with a provider.'),
    ]);
    expect(resolved?.message).not.toMatch(/Candor/);
    expect(resolved?.message).toMatch(/positive/);
  });
});

describe('a facet question asked of the earlier infection', () => {
  it('"is it curable?" carries the earlier infection, not the earlier facet', () => {
    expect(resolveFollowUp('is it curable?', [user('What is mycoplasma?'), agent('A bacterial STI.')])?.message).toBe(
      'mycoplasma: is it curable?',
    );
    expect(resolveFollowUp('is there a vaccine?', [user('how long is the window for hep c')])?.message).toBe(
      'hepatitis C: is there a vaccine?',
    );
  });

  it('a facet question naming its own infection stands alone, and one with no earlier subject is not resolved', () => {
    expect(resolveFollowUp('is syphilis curable?', [user('What is mycoplasma?')])).toBeNull();
    expect(resolveFollowUp('is it curable?', [user('how do I talk to my partner')])).toBeNull();
  });

  it('answers about the earlier infection', async () => {
    const answer = await decideAnswer('is it curable?', retrieve, [user('What is mycoplasma?'), agent('A bacterial STI.')]);
    expect(answer.body.toLowerCase()).toContain('mycoplasma');
  });
});

describe('"it" after a question on the kit', () => {
  it('is the kit, and the answer says what the kit does not test for', async () => {
    const history = [user('which infections does the candor kit check'), agent('Six conditions from a urine sample.')];
    expect(resolveFollowUp('does it check syphilis as well?', history)?.message).toBe('the Candor kit: does it check syphilis as well?');
    const answer = await decideAnswer('does it check syphilis as well?', retrieve, history);
    expect(answer.route).toMatch(/^intent:kit/);
    expect(answer.body).toMatch(/syphilis/i);
  });
});

describe('"and what if …" goes on with the earlier question', () => {
  it('carries the earlier question itself, not only its subject', () => {
    const resolved = resolveFollowUp('but what if I start at 30?', [user('how many doses of the hpv vaccine do kids get'), agent('Two.')]);
    expect(resolved?.message).toBe('how many doses of the hpv vaccine do kids get but what if I start at 30?');
  });
});

describe('the kit swapped into the earlier question', () => {
  it('"and the at-home kit?" asks the earlier question of the kit', () => {
    expect(swapToKit('and the at-home kit?', 'How long do test results take at a clinic?')).toBe(
      'how long do test results take at a clinic with the Candor kit',
    );
    expect(swapToKit('does Candor do that?', 'is the testing confidential?')).toBe('is the testing confidential with the Candor kit');
  });

  it('is not a swap when the message asks more than the kit, or the earlier question was on the kit', () => {
    expect(swapToKit('does the kit test for HIV?', 'How long do test results take at a clinic?')).toBeNull();
    expect(swapToKit('and the kit?', 'How much does the Candor kit cost?')).toBeNull();
    expect(swapToKit('and for syphilis?', 'How long do test results take at a clinic?')).toBeNull();
  });

  it("answers the earlier facet for the kit, not the kit's overview", async () => {
    const answer = await decideAnswer('and the at-home kit?', retrieve, [
      user('How long do clinic test results take?'),
      agent('A few days.'),
    ]);
    expect(answer.route).toBe('intent:kit:results-time');
    expect(answer.body).toContain('15 minutes');
  });
});

describe('a facet follow-up answered by a sentence that says its own words', () => {
  it('"does my partner need to be treated?" after trich: the sentence on partners, with what its "It" is', async () => {
    const answer = await decideAnswer('does my partner need to be treated?', retrieve, [user('Is trich an STI?'), agent('Yes.')]);
    expect(answer.route).toBe('intent:topic:treatment');
    expect(answer.body).toContain('partners usually need treatment');
    // Its "It's curable …" leans on "It can cause …", which leans on the sentence naming trichomoniasis.
    expect(answer.body).toMatch(/Trichomoniasis \("trich"\) is caused by a tiny parasite\. It can cause .* It's curable/);
  });
});

describe('a short follow-up read in the guide the agent just linked', () => {
  const conversation = [
    user('how can I bring up testing with someone new?'),
    agent('Pick a calm moment. See [Starting Sexual Health Conversations](/resources/starting-sexual-health-conversations).'),
  ];

  it('finds the guide the latest agent turn linked, only when that turn is the last', () => {
    expect(linkedGuide(conversation)).toBe('starting-sexual-health-conversations');
    expect(linkedGuide([...conversation, user('ok')])).toBeNull();
    expect(linkedGuide([user('hi'), agent('Hello! Ask me anything.')])).toBeNull();
  });

  it('an agent turn linking no guide goes on in the guide an earlier agent turn linked', async () => {
    const screening = [
      user('Is a Pap test part of the Candor kit?'),
      agent(
        'No, it checks 6 conditions from urine. Cervical screening is separate. See [Sexual Anatomy 101](/resources/sexual-anatomy-101).',
      ),
      user('Who should get cervical screening then?'),
      agent('Anyone with a cervix, on a schedule that depends on age. The same guide says more.'),
    ];
    expect(linkedGuide(screening)).toBe('sexual-anatomy-101');
    expect(linkedGuide([...screening, user('ok')])).toBeNull();
    const answer = await decideAnswer("what if I'm a trans man?", retrieve, screening);
    expect(answer.body).toContain('trans men and nonbinary people who have a cervix');
    // No agent turn linked a guide: still "no guide yet" on the topic.
    const unlinked = screening.map((turn) => (turn.role === 'agent' ? agent(turn.content.replace(/ See \[.*\)\./, '')) : turn));
    expect(linkedGuide(unlinked)).toBeNull();
  });

  it('"what if she gets defensive?" is answered from the linked guide, not a neighbouring one', async () => {
    const answer = await decideAnswer('what if she gets defensive?', retrieve, conversation);
    expect(answer.sources.map((s) => s.slug)).toEqual(['starting-sexual-health-conversations']);
    expect(answer.body).toContain('Stay calm and avoid blame');
  });

  it('a follow-up naming its own topic is answered on that topic, not on the linked guide', async () => {
    const answer = await decideAnswer('and what about PrEP?', retrieve, [
      user('what goes on at a clinic STI visit?'),
      agent('A short talk, then samples. See [What to Expect When You Get Tested](/resources/what-to-expect-during-testing).'),
    ]);
    expect(answer.route).toBe('intent:topic:prep');
    expect(answer.sources.map((s) => s.slug)).not.toContain('what-to-expect-during-testing');
  });
});

describe('a follow-up on a facet the guides word otherwise', () => {
  it('"is it free?" after PrEP is answered by the sentence on insurance and costs', async () => {
    const answer = await decideAnswer('is it free?', retrieve, [
      user('what is PrEP?'),
      agent('Medicine taken before possible contact with HIV.'),
    ]);
    expect(answer.route).toBe('intent:topic:prep');
    expect(answer.body).toContain('insurance');
    expect(answer.body).not.toContain('this guide covers the basics');
  });
});

describe('a topic follow-up no topic sentence answers, read in the linked guide', () => {
  it('"is it free?" after the HPV vaccine: the linked guide\'s sentence on free vaccines', async () => {
    const answer = await decideAnswer('is it free?', retrieve, [
      user('how does the HPV vaccine work?'),
      agent('It protects against the types most likely to cause warts and cancer. See [Vaccines](/resources/vaccination-guide).'),
    ]);
    expect(answer.sources.map((s) => s.slug)).toContain('vaccination-guide');
    expect(answer.body).toContain('free vaccines');
  });

  it('never from a look-alike: "how long does it take to work?" after PEP is not answered with doxy-PEP', async () => {
    const answer = await decideAnswer('how long does it take to work?', retrieve, [
      user('what is PEP?'),
      agent('An emergency HIV medicine started after a possible exposure. See [PrEP, Explained Simply](/resources/prep-guide).'),
    ]);
    expect(answer.body).not.toMatch(/doxy-pep/i);
    expect(answer.route).toBe('intent:no-guide:pep');
  });
});

describe("the reader's own words in the guides' voice", () => {
  it('"myself" is searched as the guides say it ("telling someone yourself")', () => {
    expect(contentWords("what if I can't face telling them myself?")).toContain('yourself');
  });

  it('a follow-up on telling a partner oneself is answered from the disclosure guide with the anonymous option', async () => {
    const answer = await decideAnswer("telling them myself isn't safe, what now?", retrieve, [
      user('how do I let a partner know I have gonorrhea?'),
      agent('Keep it simple and direct. See [Disclosure Guidelines](/resources/disclosure-guidelines).'),
    ]);
    expect(answer.sources.map((s) => s.slug)).toContain('disclosure-guidelines');
    expect(answer.body).toMatch(/anonymous/i);
  });
});
