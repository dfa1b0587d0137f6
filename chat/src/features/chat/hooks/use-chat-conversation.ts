import { useCallback, useEffect, useRef, useState } from 'react';
import { toast, useAuth } from '@app/shared';
import { chatCopy } from '../../../config/chat-copy';
import { MAX_MESSAGE_CHARS } from '../../../config/chat-limits';
import { askChatGuide, type GuideAnswer, type HistoryTurn } from '../api/ask-chat-guide';
import { getChatHistory } from '../api/get-chat-history';
import { saveChatMessage } from '../api/save-chat-message';
import { conversationId } from '../lib/conversation-id';
import type { ChatMessage, ChatRole } from '../types';

const greetingMessage: ChatMessage = { id: 'greeting', role: 'agent', text: chatCopy.greeting, greeting: true };

/** Turns the function accepts with a message: the last six, each at most the message limit. */
const HISTORY_TURNS = 6;

/** The open panel's earlier turns, oldest first, without the greeting. */
export function historyOf(messages: readonly ChatMessage[]): HistoryTurn[] {
  return messages
    .filter((m) => !m.greeting)
    .slice(-HISTORY_TURNS)
    .map((m) => ({ role: m.role, content: m.text.slice(0, MAX_MESSAGE_CHARS) }));
}

let nextId = 0;
const messageOf = (role: ChatRole, text: string): ChatMessage => ({ id: `m-${(nextId += 1)}`, role, text });

/** What the guide's answer becomes in the conversation (docs/product.md#errors). */
function agentTextFor(answer: GuideAnswer): string {
  switch (answer.status) {
    case 'reply':
      return answer.reply;
    case 'missing-reply':
      return chatCopy.missingReply;
    case 'rate-limited':
      return answer.message ?? chatCopy.rateLimited;
    case 'rejected':
      return answer.message ? `${chatCopy.invalidMessage} (${answer.message})` : chatCopy.invalidMessage;
    case 'unreachable':
      return chatCopy.unreachable;
  }
}

/** Saving never disturbs the visitor (docs/product.md#errors); the log names no content, only the failure. */
async function saveQuietly(userId: string, role: ChatRole, content: string): Promise<void> {
  try {
    await saveChatMessage({ userId, conversationId, role, content });
  } catch (error) {
    console.error('Could not save a chat message:', error instanceof Error ? error.message : 'unknown error');
  }
}

export interface ChatConversation {
  messages: ChatMessage[];
  /** A reply is on its way: input and Send are disabled. */
  pending: boolean;
  /** A member's history is loading. */
  loadingHistory: boolean;
  /** The suggested prompts show only while the greeting is the only message. */
  showSuggestions: boolean;
  send: (text: string) => void;
}

/**
 * The conversation of this page load. Signed in, its history loads on the first opening and
 * every message is saved; anonymous, nothing is loaded or saved. When the visitor changes
 * (sign-in, sign-out) the conversation on screen is dropped, so nobody sees another's messages.
 */
export function useChatConversation(open: boolean): ChatConversation {
  const { user, loading: authLoading } = useAuth();
  const userId = user?.id ?? null;
  // null while auth is unknown: neither load nor greet before we know who this is.
  const owner = authLoading ? null : (userId ?? 'anonymous');

  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [loadingHistory, setLoadingHistory] = useState(false);
  const pendingRef = useRef(false);
  const loadingHistoryRef = useRef(false);
  loadingHistoryRef.current = loadingHistory;
  // A message sent while the member's history is still loading: it goes once the history is in,
  // so a press on a slow connection is never lost.
  const queued = useRef<string | null>(null);
  const messagesRef = useRef<ChatMessage[]>([]);
  messagesRef.current = messages;
  const ownerRef = useRef<string | null>(null);
  const initializedFor = useRef<string | null>(null);
  // Bumped on every owner change: late answers of a previous owner are dropped.
  const generation = useRef(0);

  useEffect(() => {
    if (owner === null || ownerRef.current === owner) return;
    if (ownerRef.current !== null) {
      generation.current += 1;
      initializedFor.current = null;
      pendingRef.current = false;
      queued.current = null;
      setMessages([]);
      setPending(false);
      setLoadingHistory(false);
    }
    ownerRef.current = owner;
  }, [owner]);

  useEffect(() => {
    if (!open || owner === null || initializedFor.current === owner) return;
    initializedFor.current = owner;
    if (!userId) {
      setMessages((current) => (current.length === 0 ? [greetingMessage] : current));
      return;
    }
    const startedIn = generation.current;
    setLoadingHistory(true);
    getChatHistory(conversationId)
      .then(
        (history) => history,
        (error: unknown) => {
          console.error('Could not load the chat history:', error instanceof Error ? error.message : 'unknown error');
          return [];
        },
      )
      .then((history) => {
        if (startedIn !== generation.current) return;
        setMessages(history.length > 0 ? history : [greetingMessage]);
        setLoadingHistory(false);
      });
  }, [open, owner, userId]);

  const send = useCallback(
    (text: string) => {
      const message = text.trim().slice(0, MAX_MESSAGE_CHARS);
      if (message === '' || pendingRef.current) return;
      if (loadingHistoryRef.current) {
        queued.current = message;
        return;
      }
      pendingRef.current = true;
      setPending(true);
      const history = historyOf(messagesRef.current);
      setMessages((current) => [...current, messageOf('user', message)]);

      const startedIn = generation.current;
      // The agent's reply is saved after the user's message, so created_at keeps their order.
      const userSaved = userId ? saveQuietly(userId, 'user', message) : Promise.resolve();
      void askChatGuide({ conversationId, message, history }).then((answer) => {
        if (startedIn !== generation.current) return;
        const reply = agentTextFor(answer);
        if (answer.status === 'unreachable') toast({ ...chatCopy.connectionToast, variant: 'destructive' });
        setMessages((current) => [...current, messageOf('agent', reply)]);
        pendingRef.current = false;
        setPending(false);
        if (userId) void userSaved.then(() => saveQuietly(userId, 'agent', reply));
      });
    },
    [userId],
  );

  useEffect(() => {
    if (loadingHistory || queued.current === null) return;
    const message = queued.current;
    queued.current = null;
    send(message);
  }, [loadingHistory, send]);

  const onlyGreeting = messages.length === 1 && messages[0]?.greeting === true;
  return { messages, pending, loadingHistory, showSuggestions: onlyGreeting && !pending, send };
}
