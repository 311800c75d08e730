/**
 * Copy of the Semi chat widget.
 */
export const semiChat = {
  /** Accessible name of the floating round button. */
  launcherLabel: 'Chat with Semi',
  title: 'Chat with Semi',
  subtitle: 'Private answers about CHB',
  minimizeLabel: 'Minimize chat',
  closeLabel: 'Close chat',
  messagesLabel: 'Conversation with Semi',
  inputLabel: 'Your message',
  placeholder: 'Ask me about CHB...',
  warning: "Don't share private information.",
  sendLabel: 'Send message',
  sendingLabel: 'Semi is replying',
  youLabel: 'You',
  semiLabel: 'Semi',
  sourcesLabel: 'Learn more:',
  /** Shown first in every conversation; never sent to the server. */
  welcome:
    "Hi, I'm Semi. Ask me about CHB's products (Hash, Semi, Scout, Pipes and Workshop), our principles, the roadmap or how to get in touch.",
  /** Shown as Semi's reply on a network error, `success: false` or missing content. */
  failure: "Sorry, I'm having trouble connecting right now. Please try again in a moment.",
  /** The API's 429. */
  rateLimited: "You're sending messages a little quickly. Please wait a minute, then ask again.",
  /** Screen-reader text of the character counter, e.g. '480 of 500 characters used'. */
  counterLabel: (used: number, max: number) => `${used} of ${max} characters used`,
} as const;
