/**
 * A call refused before the wallet: what the wallet would be asked to send is not, byte for byte,
 * the call the review step previewed (and the trader accepted).
 */
export class NotPreviewedError extends Error {
  constructor() {
    super('This is not the transaction you reviewed: review again.');
    this.name = 'NotPreviewedError';
  }
}
