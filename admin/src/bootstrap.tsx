import * as shared from '@app/shared';
import { mountStandalone } from '@app/shared/standalone';
import AnalyticsPage from './exposes/analytics-page';

// The team's dev harness: the same module the shell mounts, without the shell.
mountStandalone(<AnalyticsPage />, shared);
