import { BrowserRouter } from 'react-router-dom';
import { AuthProvider, Toaster } from '@app/shared';
import ChatWidget from '../exposes/chat-widget';

/** The team's dev harness: the same module the shell mounts, without the shell. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <ChatWidget />
        <Toaster />
      </AuthProvider>
    </BrowserRouter>
  );
}
