/** Section 8 of the interface, in plain words: what a referral earns its referrer. */
export function RewardsExplainer() {
  return (
    <section aria-labelledby="referral-rewards-title" className="rounded-xl border border-line bg-surface p-4 sm:p-5">
      <h2 id="referral-rewards-title" className="font-semibold text-fg">
        How referral rewards work
      </h2>
      <p className="mt-2 text-muted text-sm">
        Share your link. A wallet that opens it and connects for the first time joins as your referral, once and for
        good. From then on you earn points from what it does, on top of its own points, which it keeps in full:
      </p>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        <Reward share="10%" text="of the points from your referral's ETH buy volume" />
        <Reward share="10%" text="of the points from your referral's ETH sell volume" />
        <Reward share="10%" text="bonus when your referral creates a token" />
        <Reward share="Varies" text="bonus points when your referral's trading volume reaches a milestone" />
      </ul>
      <p className="mt-3 text-muted text-xs">
        A wallet cannot use its own code, and a wallet that already joined through a referral cannot join again.
      </p>
    </section>
  );
}

function Reward({ share, text }: { share: string; text: string }) {
  return (
    <li className="flex items-baseline gap-3">
      <span className="w-14 shrink-0 font-semibold text-accent tabular-nums">{share}</span>
      <span className="text-fg">{text}</span>
    </li>
  );
}
