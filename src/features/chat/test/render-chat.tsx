import type { ReactNode } from 'react';
import { renderWithWallet as render } from '@/test/render-with-wallet';
import { ChatPanel } from '../components/chat-panel';
import { ALICE, TOKEN } from './messages';

export interface RenderChatOptions {
  /** The connected account; none when null. Default: ALICE. */
  account?: string | null;
  openWallet?: () => void;
}

/** `ui` with real providers and a fake wallet, connected as ALICE unless told. */
export const renderWithWallet = (ui: ReactNode, { account = ALICE, openWallet }: RenderChatOptions = {}) =>
  render(ui, { account: account ?? undefined, ...(openWallet ? { openWallet } : {}) });

/** The chat panel of TOKEN, as the token page renders it. */
export const renderChat = (options?: RenderChatOptions) =>
  renderWithWallet(<ChatPanel tokenAddress={TOKEN} />, options);
