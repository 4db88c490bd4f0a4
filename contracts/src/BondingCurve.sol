// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The bonding curve's exact maths, in wei: virtual reserves under a constant product, with a
/// 1% fee on the ETH side. `interface/market/curve.ts` is the same maths for the services and the app;
/// the Forge tests hold the two to the same wei. Every rounding favours the curve, so the product of
/// the reserves never falls and the curve always holds the ETH to buy back every token it sold.
library BondingCurve {
    uint256 internal constant VIRTUAL_ETH = 1.5 ether;
    uint256 internal constant VIRTUAL_TOKENS = 1_073_000_000 ether;
    /// @dev Tokens the curve sells; selling the last one graduates the token.
    uint256 internal constant SELLABLE = 800_000_000 ether;
    uint256 internal constant TOTAL_SUPPLY = 1_000_000_000 ether;
    uint256 internal constant FEE_BPS = 100;
    uint256 internal constant BPS = 10_000;

    error ZeroAmount();
    error CurveComplete();
    error NotEnoughTokensLeft(uint256 left);
    error MoreThanSold(uint256 sold);

    function tokensSold(uint256 virtualTokens) internal pure returns (uint256) {
        return VIRTUAL_TOKENS - virtualTokens;
    }

    function tokensLeft(uint256 virtualTokens) internal pure returns (uint256) {
        return SELLABLE - tokensSold(virtualTokens);
    }

    /// @notice A buy of `ethIn` wei: the tokens it gets, its fee, and the ETH that comes back when it
    /// reaches the end of the curve (it then pays only for the tokens left). `netIn` is what moves
    /// the reserves.
    function quoteBuy(uint256 virtualEth, uint256 virtualTokens, uint256 ethIn)
        internal
        pure
        returns (uint256 tokensOut, uint256 fee, uint256 refund, uint256 netIn)
    {
        if (ethIn == 0) revert ZeroAmount();
        uint256 left = tokensLeft(virtualTokens);
        if (left == 0) revert CurveComplete();
        fee = ethIn * FEE_BPS / BPS;
        netIn = ethIn - fee;
        tokensOut = virtualTokens * netIn / (virtualEth + netIn);
        if (tokensOut < left) return (tokensOut, fee, 0, netIn);
        // Past the end: every token left, at its exact cost; the gross never exceeds what was sent.
        tokensOut = left;
        netIn = netCost(virtualEth, virtualTokens, left);
        uint256 gross = grossOf(netIn);
        if (gross > ethIn) gross = ethIn;
        fee = gross - netIn;
        refund = ethIn - gross;
    }

    /// @notice What exactly `tokensOut` costs, fee included.
    function quoteBuyExact(uint256 virtualEth, uint256 virtualTokens, uint256 tokensOut)
        internal
        pure
        returns (uint256 ethIn, uint256 fee)
    {
        if (tokensOut == 0) revert ZeroAmount();
        uint256 left = tokensLeft(virtualTokens);
        if (left == 0) revert CurveComplete();
        if (tokensOut > left) revert NotEnoughTokensLeft(left);
        uint256 net = netCost(virtualEth, virtualTokens, tokensOut);
        ethIn = grossOf(net);
        fee = ethIn - net;
    }

    /// @notice A sell of `tokensIn`: the ETH paid out after its fee, and the fee. The reserves move by
    /// their sum.
    function quoteSell(uint256 virtualEth, uint256 virtualTokens, uint256 tokensIn)
        internal
        pure
        returns (uint256 ethOut, uint256 fee)
    {
        if (tokensIn == 0) revert ZeroAmount();
        uint256 sold = tokensSold(virtualTokens);
        if (tokensIn > sold) revert MoreThanSold(sold);
        uint256 gross = virtualEth * tokensIn / (virtualTokens + tokensIn);
        fee = ceilDiv(gross * FEE_BPS, BPS);
        ethOut = gross - fee;
    }

    /// @dev Net ETH that takes `tokens` off the curve, rounded up.
    function netCost(uint256 virtualEth, uint256 virtualTokens, uint256 tokens) private pure returns (uint256) {
        return ceilDiv(virtualEth * tokens, virtualTokens - tokens);
    }

    /// @dev The gross ETH whose net after the fee is at least `net`.
    function grossOf(uint256 net) private pure returns (uint256) {
        return ceilDiv(net * BPS, BPS - FEE_BPS);
    }

    function ceilDiv(uint256 a, uint256 b) private pure returns (uint256) {
        return (a + b - 1) / b;
    }
}
