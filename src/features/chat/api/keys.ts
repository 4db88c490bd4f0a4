/** Every query and mutation key of the chat, from one place, so invalidation can target a whole family. */
export const chatKeys = {
  all: ['chat'] as const,
  token: (tokenAddress: string) => [...chatKeys.all, tokenAddress] as const,
  newest: (tokenAddress: string) => [...chatKeys.token(tokenAddress), 'newest'] as const,
  older: (tokenAddress: string) => [...chatKeys.token(tokenAddress), 'older'] as const,
  /** The posting mutation: the message list reads pending posts by this key to show them at once. */
  post: (tokenAddress: string) => [...chatKeys.token(tokenAddress), 'post'] as const,
};
