/**
 * Where the assistant's conversations are kept on this device (the chat's
 * and /voice-ai's, each under its own key with this prefix), so signing out
 * can forget them without knowing the chat: a shared computer's next user
 * should not find the last one's questions.
 */
export const CONVERSATION_KEY_PREFIX = 'winecellargpt:chat';

export function forgetConversations(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(CONVERSATION_KEY_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
