import type { Random } from './random';

/**
 * Who holds how much of one token, with O(1) random picks: sellers are drawn from the holders, and a
 * hot token has thousands of them.
 */
export class HolderBook {
  private readonly balances = new Map<string, bigint>();
  private readonly slots = new Map<string, number>();
  private readonly holders: string[] = [];

  get size(): number {
    return this.holders.length;
  }

  balanceOf(holder: string): bigint {
    return this.balances.get(holder) ?? 0n;
  }

  add(holder: string, amount: bigint): void {
    if (amount <= 0n) return;
    const before = this.balanceOf(holder);
    if (before === 0n) {
      this.slots.set(holder, this.holders.length);
      this.holders.push(holder);
    }
    this.balances.set(holder, before + amount);
  }

  /** Takes `amount` away; more than the holder has is a bug in the caller, not something to clamp. */
  remove(holder: string, amount: bigint): void {
    const after = this.balanceOf(holder) - amount;
    if (after < 0n) throw new RangeError(`${holder} cannot give up more tokens than it holds`);
    if (after > 0n) {
      this.balances.set(holder, after);
      return;
    }
    this.balances.delete(holder);
    const slot = this.slots.get(holder)!;
    const last = this.holders.pop()!;
    if (last !== holder) {
      this.holders[slot] = last;
      this.slots.set(last, slot);
    }
    this.slots.delete(holder);
  }

  randomHolder(rnd: Random): string {
    return rnd.pick(this.holders);
  }
}
