/** How the results are counted, and what they leave out, in plain words beside the figures. */
export function PnlExplainer() {
  return (
    <details className="rounded-xl border border-line bg-surface p-4 text-muted text-sm">
      <summary className="cursor-pointer font-medium text-fg">How the result is computed</summary>
      <div className="mt-2 flex flex-col gap-2">
        <p>
          Only this address’s own trades count: its buys and sells on the bonding curve (the factory’s Trade events)
          and, after graduation, through the token’s Uniswap pair (its Swap events).
        </p>
        <ul className="list-disc pl-5">
          <li>Paid: the ETH of every buy, fee included. Received: the ETH of every sell, after its fee.</li>
          <li>Realised: what the sells brought in, minus the average cost of the tokens sold.</li>
          <li>
            Unrealised: what the tokens still held from those buys are worth at today’s price (the launch service’s),
            minus their average cost.
          </li>
          <li>Result: realised plus unrealised. Network fees (gas) are not counted.</li>
        </ul>
        <p>
          Transfers in and out are ignored: tokens received from someone else cost nothing here and are not part of the
          unrealised result, and tokens sent away leave with their share of the cost. The value now counts the whole
          balance, however it arrived.
        </p>
      </div>
    </details>
  );
}
