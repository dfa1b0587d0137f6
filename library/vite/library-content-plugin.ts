import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { ContentValidationError, loadLibraryContent, type LibraryContent } from './content/load-content';
import { VIRTUAL_PREFIX, virtualModuleSource } from './virtual-modules';

// Validates the library content when a build (or the dev server) starts and serves it as
// virtual modules. A broken file fails the build with one line per problem:
// `guides/prep-guide.md: title: must not be empty`.

export interface LibraryContentPluginOptions {
  /** The content folder (guides/*.md, topics/*.yaml). */
  contentDir: string;
}

const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

/** Loads and validates; throws an Error whose message lists every problem with its file and field. */
export function loadContentForBuild(contentDir: string): LibraryContent {
  try {
    return loadLibraryContent(contentDir);
  } catch (error) {
    if (error instanceof ContentValidationError) {
      throw new Error(
        `Library content is invalid (${error.problems.length} problem(s)); fix these files:\n${error.problems
          .map((problem) => `  - ${problem}`)
          .join('\n')}`,
      );
    }
    throw error;
  }
}

export function libraryContentPlugin(options: LibraryContentPluginOptions): Plugin {
  const contentDir = resolve(options.contentDir);
  let content: LibraryContent | undefined;

  const reload = () => {
    content = loadContentForBuild(contentDir);
    return content;
  };

  const invalidateAll = (server: ViteDevServer) => {
    for (const mod of server.moduleGraph.idToModuleMap.values()) {
      if (mod.id?.startsWith(RESOLVED_PREFIX)) server.moduleGraph.invalidateModule(mod);
    }
  };

  return {
    name: 'candor-library-content',
    buildStart() {
      try {
        const loaded = reload();
        for (const guide of loaded.guides) this.addWatchFile(resolve(contentDir, guide.file));
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const source = virtualModuleSource(id.slice(1), content ?? reload());
      if (source instanceof Error) this.error(source.message);
      return source;
    },
    configureServer(server) {
      // Editing content in dev re-validates it and reloads the page; a broken file shows Vite's error overlay.
      server.watcher.add(contentDir);
      const onChange = (file: string) => {
        if (!resolve(file).startsWith(contentDir)) return;
        try {
          reload();
          invalidateAll(server);
          server.ws.send({ type: 'full-reload' });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          server.config.logger.error(message);
          server.ws.send({ type: 'error', err: { message, stack: '' } });
        }
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
