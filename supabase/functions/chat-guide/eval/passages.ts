/**
 * A small stand-in for the `guide_passages` table, written for the in-process eval and the
 * unit tests: a few sections per guide, facts only from docs/product.md#claims and docs/product.md#constants. The real rows come
 * from the library's guide content.
 */
import type { GuidePassage } from '../types.ts';

type Row = Omit<GuidePassage, 'rank'>;

export const FIXTURE_PASSAGES: readonly Row[] = [
  {
    slug: 'condom-use-guide',
    guide_title: 'Condoms, Start to Finish',
    heading: 'How condoms protect you',
    content:
      'Condoms are a barrier: they keep semen, vaginal fluids and most skin contact in the covered area apart, which lowers the chance of passing on many STIs and of pregnancy. ' +
      'They protect best against infections spread through fluids, such as gonorrhea, chlamydia and HIV. ' +
      'Infections passed by skin-to-skin contact, like herpes or HPV, can still spread from skin the condom does not cover.',
  },
  {
    slug: 'condom-use-guide',
    guide_title: 'Condoms, Start to Finish',
    heading: 'Using a condom correctly',
    content:
      'Check the expiry date and the wrapper, open it carefully with your fingers rather than teeth, and put the condom on before any genital contact. ' +
      'Pinch the tip to leave room, roll it all the way down, and use a water- or silicone-based lubricant with latex condoms, since oil-based products can weaken latex. ' +
      'Use a new condom every time.',
  },
  {
    slug: 'condom-use-guide',
    guide_title: 'Condoms, Start to Finish',
    heading: 'Types and materials',
    content:
      'External condoms are worn on the penis and internal condoms are placed inside the vagina or anus. ' +
      'Latex is the most common material; polyurethane and polyisoprene condoms are options for people with a latex allergy. ' +
      'Dental dams are thin barriers for oral sex. Lambskin condoms can prevent pregnancy, but their tiny pores let viruses through, so they do not protect against STIs.',
  },
  {
    slug: 'condom-use-guide',
    guide_title: 'Condoms, Start to Finish',
    heading: 'Bringing condoms up with a partner',
    content:
      'Bring up condoms before things get heated, and keep it simple: say you always use one. ' +
      'A partner who respects you will respect that, and having condoms on hand makes the talk easier.',
  },
  {
    slug: 'prep-guide',
    guide_title: 'PrEP, Explained Simply',
    heading: 'What is PrEP?',
    content:
      'PrEP (pre-exposure prophylaxis) is a medicine taken by people who do not have HIV to lower their chance of getting it. ' +
      'It is prescribed by a provider, and people on PrEP get an HIV test every 3 months. ' +
      'PrEP does not protect against other STIs, so condoms and regular testing still matter.',
  },
  {
    slug: 'prep-guide',
    guide_title: 'PrEP, Explained Simply',
    heading: 'PEP after a possible exposure',
    content:
      'PEP (post-exposure prophylaxis) is medicine that can prevent HIV after a possible exposure. ' +
      'It must be started within 72 hours, so contact a provider or urgent care as soon as possible.',
  },
  {
    slug: 'prep-guide',
    guide_title: 'PrEP, Explained Simply',
    heading: 'Doxy-PEP',
    content:
      'Doxy-PEP uses an antibiotic after sex to lower the chance of some bacterial STIs. ' +
      'It has a 72-hour window and is only used with a prescription, so talk with a provider about whether it fits you.',
  },
  {
    slug: 'vaccination-guide',
    guide_title: 'Vaccines That Protect Your Sexual Health',
    heading: 'HPV vaccine',
    content:
      'The HPV vaccine protects against the types of HPV that cause most genital warts and several cancers. ' +
      'People who start the series before 15 need 2 doses; people who start later need 3 doses. ' +
      'It works best when given before any exposure, but adults can still benefit.',
  },
  {
    slug: 'vaccination-guide',
    guide_title: 'Vaccines That Protect Your Sexual Health',
    heading: 'Hepatitis vaccines',
    content:
      'Vaccines protect against hepatitis A and hepatitis B, both of which can spread through sex. ' +
      'There is no vaccine for hepatitis C, but it is curable: treatment cures it in 8-12 weeks.',
  },
  {
    slug: 'testing-schedule-best-practices',
    guide_title: 'Your Testing Schedule, Made Simple',
    heading: 'How often to test',
    content:
      'How often you test depends on your risk. Test annually if your risk is low, every 6 months if it is moderate, ' +
      'and every 3 months if it is high, if you have multiple partners or if you take PrEP. ' +
      'After treatment for an STI, retest about 3 months later.',
  },
  {
    slug: 'testing-schedule-best-practices',
    guide_title: 'Your Testing Schedule, Made Simple',
    heading: 'Testing after unprotected sex',
    content:
      'After unprotected contact, get tested within 2 weeks, and again once the window period for each infection has passed. ' +
      'A test taken too early can miss an infection.',
  },
  {
    slug: 'understanding-different-types-of-tests',
    guide_title: 'Types of STI Tests, and What Each One Finds',
    heading: 'Window periods',
    content:
      'A window period is the time between exposure and when a test can detect an infection. ' +
      'Gonorrhea and chlamydia show up after 1-5 days, HIV after 10-33 days, syphilis and hepatitis after 3-6 weeks, ' +
      'and herpes after 2-12 weeks (antibody tests 4-12 weeks).',
  },
  {
    slug: 'understanding-different-types-of-tests',
    guide_title: 'Types of STI Tests, and What Each One Finds',
    heading: 'Sample types',
    content:
      'Different tests use different samples: urine tests are common for gonorrhea and chlamydia, blood tests are used for HIV, syphilis and hepatitis, ' +
      'and swabs can test sores or specific sites. Ask which sample fits the infections you want to check.',
  },
  {
    slug: 'understanding-test-results',
    guide_title: 'Understanding Your Test Results',
    heading: 'Reading your results',
    content:
      'A negative (non-reactive) result means the test did not find the infection; if you tested inside a window period, retest later. ' +
      'A positive (reactive) result means the test found signs of the infection, and a provider will talk you through confirmation and treatment. ' +
      'An inconclusive (indeterminate) result means the test could not give a clear answer, so you test again.',
  },
  {
    slug: 'understanding-test-results',
    guide_title: 'Understanding Your Test Results',
    heading: 'How long lab results take',
    content: 'Lab results usually arrive in 2-7 business days. Many clinics share them online or by phone.',
  },
  {
    slug: 'treatment-options-timeline',
    guide_title: 'Treatment Options and Timeline',
    heading: 'Curable and manageable STIs',
    content:
      'Bacterial STIs such as gonorrhea, chlamydia and syphilis are treated with antibiotics prescribed by a provider. ' +
      'Viral infections like herpes and HIV are managed with medicine that controls them. ' +
      'Hepatitis C can be cured in 8-12 weeks. Retest about 3 months after treatment.',
  },
  {
    slug: 'birth-control-methods',
    guide_title: 'Birth Control Methods, Explained',
    heading: 'Emergency contraception',
    content:
      'Emergency contraception can prevent pregnancy after unprotected sex or a condom failure; it works within 72-120 hours, and sooner is better. ' +
      'A pharmacist or provider can help you choose an option.',
  },
  {
    slug: 'birth-control-methods',
    guide_title: 'Birth Control Methods, Explained',
    heading: 'Choosing a method',
    content:
      'Birth control options include pills, IUDs, implants, injections, rings, patches and condoms. ' +
      'Only condoms also lower the chance of STIs, so many people use condoms together with another method.',
  },
  {
    slug: 'annual-checkups-guide',
    guide_title: 'Your Annual Sexual Health Checkup',
    heading: 'Cervical screening',
    content:
      'Pap and HPV tests screen for changes in the cervix that could lead to cancer. ' +
      'Depending on age and history, they are done every 3-5 years. Your provider will tell you which schedule fits you.',
  },
  {
    slug: 'disclosure-guidelines',
    guide_title: 'Disclosure Guidelines',
    heading: 'Telling a partner',
    content:
      'Telling a partner about an STI is hard, but it lets them get tested and treated. ' +
      'Pick a private, calm moment, stick to the facts, and give them time to react. ' +
      'Partner notification services can tell partners for you without using your name.',
  },
  {
    slug: 'starting-sexual-health-conversations',
    guide_title: 'Starting Sexual Health Conversations',
    heading: 'Talking about testing',
    content:
      'Bring up testing before sex, when you are both relaxed. Share your own testing status first and ask about theirs. ' +
      'Framing testing as routine care, not an accusation, makes the talk easier.',
  },
  {
    slug: 'communication-skills',
    guide_title: 'Communication Skills for Sexual Health',
    heading: 'Consent and boundaries',
    content:
      'Consent is a clear, freely given yes that can be taken back at any time. ' +
      'Talk about boundaries, protection and testing openly, and check in with your partner as things change.',
  },
  {
    slug: 'living-with-stis',
    guide_title: 'Living Well With an STI',
    heading: 'Life after a diagnosis',
    content:
      'Many people live full lives and have healthy relationships with herpes, HIV or other long-term infections. ' +
      'Treatment, honest conversations and support groups help, and a diagnosis says nothing about your worth.',
  },
  {
    slug: 'psychology-of-stigma',
    guide_title: 'The Psychology of STI Stigma',
    heading: 'Coping with stigma',
    content:
      'Shame around STIs is common but not deserved: infections are a health issue, not a moral one. ' +
      'If you feel overwhelmed, you can call 988 or text 741741 to talk with someone.',
  },
  {
    slug: 'debunking-misconceptions',
    guide_title: 'Nine STI Myths, Debunked',
    heading: 'Myth: you can catch an STI from a toilet seat',
    content:
      'STIs spread through sexual contact and body fluids, not toilet seats, towels or swimming pools. ' +
      'The germs that cause them do not survive long on surfaces.',
  },
  {
    slug: 'debunking-misconceptions',
    guide_title: 'Nine STI Myths, Debunked',
    heading: 'Myth: you would know if you had an STI',
    content: 'Many STIs cause no symptoms at all, which is why regular testing matters even when you feel fine.',
  },
  {
    slug: 'what-to-expect-during-testing',
    guide_title: 'What to Expect When You Get Tested',
    heading: 'At the appointment',
    content:
      'A provider asks about your sexual history and any symptoms, then collects a urine sample, a blood sample or a swab. ' +
      'Testing is quick and usually painless, and you can ask questions at any point.',
  },
  {
    slug: 'preparing-for-your-testing-visit',
    guide_title: 'Getting Ready for Your Testing Visit',
    heading: 'Before you go',
    content:
      'Preparing for a testing visit is simple: write down your symptoms, when they started and your recent partners, and bring a list of medicines you take. ' +
      'Some urine tests work best if you have not urinated for a while, so ask the clinic when you book.',
  },
  {
    slug: 'sexual-anatomy-101',
    guide_title: 'Sexual Anatomy 101',
    heading: 'Knowing your body',
    content:
      'Knowing what is normal for your body helps you notice changes early, such as new discharge, sores or irritation. ' +
      'Anatomy varies a lot from person to person.',
  },
  {
    slug: 'prevention-plan-guide',
    guide_title: 'Build Your Personal Prevention Plan',
    heading: 'Building your plan',
    content:
      'A prevention plan combines a testing routine, vaccination, barrier methods like condoms, medicine such as PrEP or Doxy-PEP, and an honest look at your risk. ' +
      'Revisit it when your relationships or habits change.',
  },
  {
    slug: 'science-based-sti-info',
    guide_title: 'STIs, by the Science',
    heading: 'How STIs spread',
    content:
      'STIs are caused by bacteria, viruses or parasites and spread through vaginal, anal or oral sex and, for some, skin-to-skin contact. ' +
      'Bacterial and parasitic STIs are curable with treatment; viral ones are managed.',
  },
  {
    slug: 'building-trust-transparency',
    guide_title: 'Building Trust and Transparency',
    heading: 'Sharing test results',
    content: 'Sharing test results with a partner builds trust. Some couples test together as part of a routine.',
  },
];

export const FIXTURE_SLUGS = [...new Set(FIXTURE_PASSAGES.map((p) => p.slug))];
