import { dayDate } from './auction-clock';

/**
 * A bid refused before the wallet: the contract no longer sells the day on screen (someone settled
 * it), so the bid would lead the next day's auction instead.
 */
export class BidDayChangedError extends Error {
  constructor(
    /** The day the trader was bidding for. */
    readonly shown: bigint,
    /** The day the contract sells now. */
    readonly current: bigint,
  ) {
    super(`The auction for ${dayDate(shown)} has ended; this bid would be for ${dayDate(current)}.`);
    this.name = 'BidDayChangedError';
  }
}
