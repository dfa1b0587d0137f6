// A minimal consumer of the virtual modules, for the plugin's build test.
import { guides, topics } from 'virtual:library/index';
import { guideLoaders } from 'virtual:library/loaders';

globalThis.libraryFixture = {
  count: guides.length + topics.length,
  open: (slug) => guideLoaders[slug](),
};
