import * as shared from '@app/shared';
import { mountStandalone } from '@app/shared/standalone';
import LibraryRoutes from './exposes/library-routes';

// The team's dev harness: the same module the shell mounts, without the shell.
mountStandalone(<LibraryRoutes />, shared);
