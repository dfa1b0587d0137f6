import { describe, expect, it } from 'vitest';
import { guideSlugs as routedGuides, topicIds as routedTopics } from '@app/shared';
import { guideSlugs, topicIds } from './schema';

// The content schema (Node-side, build time) and the shell's route table both list the
// slugs; this keeps them from drifting apart.
describe('slug lists', () => {
  it('the content schema and the route table name the same guides and topics, in the same order', () => {
    expect([...guideSlugs]).toEqual([...routedGuides]);
    expect([...topicIds]).toEqual([...routedTopics]);
  });
});
