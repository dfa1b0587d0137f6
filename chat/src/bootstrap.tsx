import * as shared from '@app/shared';
import { mountStandalone } from '@app/shared/standalone';
import ChatWidget from './exposes/chat-widget';

// The team's dev harness: the same module the shell mounts, without the shell.
mountStandalone(
  // The shell's corner: the widget positions itself inside it.
  <div className="fixed bottom-5 right-5 z-40">
    <ChatWidget />
  </div>,
  shared,
);
