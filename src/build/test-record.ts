/** A deployment record of chain 84532 for the build's tests: addresses 0x…01 to 0x…09 in the book's order. */
export const A = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

export const RECORD_84532 = {
  chainId: 84532,
  weth: A(1),
  uniswapV2Factory: A(2),
  uniswapV2Router02: A(3),
  launchFactory: A(4),
  featuredAuction: A(5),
  stablecoins: { usdc: A(6), usdt: A(7) },
  feeRecipient: A(8),
  startBlock: 12,
  uniswapV2FeeToSetter: A(9),
  create2Deployer: '0x4e59b44847b379578588920cA78FbF26c0B4956C',
  salt: `0x${'00'.repeat(32)}`,
  compiler: { version: '0.8.37', settings: { optimizer: { enabled: true } } },
  sourcesHash: 'abc',
};
