/** The module src/build/vite-plugin.ts writes: the chain the app was built for (VITE_CHAIN_ID). */
declare module 'virtual:app-chain' {
  import type { AddressBook } from '@interface/contracts/address-book';
  import type { AppChainDefinition } from '@/build/app-chain';

  export const chain: AppChainDefinition;
  export const book: AddressBook;
}
