/**
 * A request to be told whether one has an infection (intents.ts DIAGNOSIS): "do I have to …"
 * and "could I have sex …" are not one.
 */
import { describe, expect, it } from 'vitest';
import { answerIntent } from './intents.ts';
import { MessageView } from './matcher.ts';

const routeOf = (message: string) => answerIntent(new MessageView(message))?.route ?? null;

describe('having to do something, or having sex, is not having an infection', () => {
  it('"do I have to tell …" and "could I have sex …" are not diagnosis requests', () => {
    expect(routeOf('do I have to tell a new partner about my herpes before we hook up?')).not.toBe('intent:diagnosis-request');
    expect(routeOf('how long do I have to wait after chlamydia treatment?')).not.toBe('intent:diagnosis-request');
    expect(routeOf('could I have sex while I have a herpes outbreak?')).not.toBe('intent:diagnosis-request');
  });

  it('"do I have chlamydia?" and "could I have gonorrhea from one time?" still are', () => {
    expect(routeOf('do I have chlamydia? it burns when I pee')).toBe('intent:diagnosis-request');
    expect(routeOf('could I have gonorrhea from one time?')).toBe('intent:diagnosis-request');
  });
});
