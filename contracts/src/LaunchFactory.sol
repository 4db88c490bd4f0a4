// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {BondingCurve} from "./BondingCurve.sol";
import {ILaunchRegistry} from "./ILaunchRegistry.sol";
import {LaunchToken} from "./LaunchToken.sol";
import {IUniswapV2Factory, IUniswapV2Pair, IWETH} from "./uniswap/IUniswapV2.sol";

/// @notice Launches tokens and runs each one's bonding curve until it graduates into a Uniswap V2 pair.
/// Every trade has a deadline and a bound, every state change happens before any call out, and ETH is
/// paid last. No owner: nothing here can move traders' ETH or tokens but the traders themselves.
contract LaunchFactory is ILaunchRegistry, ReentrancyGuard {
    struct Market {
        uint256 virtualEth;
        uint256 virtualTokens;
        address creator;
        bool graduated;
    }

    /// @notice A creator's first buy in the launch transaction: at most 10% of the supply.
    uint256 public constant MAX_FIRST_BUY = BondingCurve.TOTAL_SUPPLY / 10;
    /// @notice LP tokens of a graduated pair go here: the liquidity can never be withdrawn.
    address public constant LP_BURN = 0x000000000000000000000000000000000000dEaD;

    IUniswapV2Factory public immutable uniswapFactory;
    IWETH public immutable weth;
    address public immutable feeRecipient;

    mapping(address token => Market) public markets;
    mapping(address creator => uint256) public launchNonce;
    /// @notice Fees (and anything donated to a pair before graduation) waiting for `collectFees`.
    uint256 public feesOwed;

    event Launched(address indexed token, address indexed creator, string name, string symbol, bytes32 metadataHash);
    /// @notice `ethAmount`: what the trader paid (a buy, fee included, refund excluded) or received (a
    /// sell, after its fee). The reserves are the curve's after the trade.
    event Trade(
        address indexed token,
        address indexed trader,
        bool isBuy,
        uint256 tokenAmount,
        uint256 ethAmount,
        uint256 fee,
        uint256 virtualEth,
        uint256 virtualTokens
    );
    event Graduated(address indexed token, address indexed pair, uint256 ethLiquidity, uint256 tokenLiquidity);
    event FeesCollected(address indexed recipient, uint256 amount);

    error ZeroAddress();
    error DeadlinePassed(uint256 deadline);
    error SlippageExceeded(uint256 limit, uint256 actual);
    error UnknownToken(address token);
    error CurveComplete();
    error FirstBuyTooLarge(uint256 maximum, uint256 tokensOut);
    error InvalidNameOrSymbol();
    error EthTransferFailed();
    /// @notice The Uniswap factory found or created a pair elsewhere than the address the token blocks
    /// (a fork with another init code hash): graduating there would leave the token's own pair open.
    error PairMismatch(address found, address expected);

    constructor(IUniswapV2Factory uniswapFactory_, IWETH weth_, address feeRecipient_) {
        if (address(uniswapFactory_) == address(0) || address(weth_) == address(0) || feeRecipient_ == address(0)) {
            revert ZeroAddress();
        }
        uniswapFactory = uniswapFactory_;
        weth = weth_;
        feeRecipient = feeRecipient_;
    }

    modifier before(uint256 deadline) {
        if (block.timestamp > deadline) revert DeadlinePassed(deadline);
        _;
    }

    /// @notice Deploys a token (1B to this curve) at a CREATE2 address and, with any ETH sent, makes the
    /// creator's first buy in the same transaction. `metadataHash` is keccak256 of the canonical JSON
    /// of the token's description, image and socials.
    function launch(
        string calldata name,
        string calldata symbol,
        bytes32 metadataHash,
        uint256 minTokensOut,
        uint256 deadline
    ) external payable nonReentrant before(deadline) returns (address token) {
        uint256 nameLength = bytes(name).length;
        uint256 symbolLength = bytes(symbol).length;
        if (nameLength == 0 || nameLength > 256 || symbolLength == 0 || symbolLength > 64) revert InvalidNameOrSymbol();
        bytes32 salt = keccak256(abi.encode(msg.sender, launchNonce[msg.sender]++));
        token = address(new LaunchToken{salt: salt}(name, symbol, address(uniswapFactory), address(weth)));
        markets[token] = Market(BondingCurve.VIRTUAL_ETH, BondingCurve.VIRTUAL_TOKENS, msg.sender, false);
        emit Launched(token, msg.sender, name, symbol, metadataHash);
        if (msg.value == 0) {
            if (minTokensOut > 0) revert SlippageExceeded(minTokensOut, 0);
            return token;
        }
        (uint256 tokensOut,,) = _buy(token, msg.value, minTokensOut);
        if (tokensOut > MAX_FIRST_BUY) revert FirstBuyTooLarge(MAX_FIRST_BUY, tokensOut);
    }

    /// @notice Buys with all the ETH sent, for at least `minTokensOut`. A buy that reaches the end of the
    /// curve takes the tokens left, graduates the token and refunds the rest of its ETH.
    function buy(address token, uint256 minTokensOut, uint256 deadline)
        external
        payable
        nonReentrant
        before(deadline)
        returns (uint256 tokensOut)
    {
        uint256 refund;
        (tokensOut,, refund) = _buy(token, msg.value, minTokensOut);
        _pay(msg.sender, refund);
    }

    /// @notice Buys exactly `tokensOut`; the ETH sent is the most the trader pays, the rest comes back.
    function buyExact(address token, uint256 tokensOut, uint256 deadline)
        external
        payable
        nonReentrant
        before(deadline)
        returns (uint256 ethIn)
    {
        Market storage market = _open(token);
        uint256 fee;
        (ethIn, fee) = BondingCurve.quoteBuyExact(market.virtualEth, market.virtualTokens, tokensOut);
        if (ethIn > msg.value) revert SlippageExceeded(msg.value, ethIn);
        _fill(token, market, tokensOut, ethIn, fee);
        _pay(msg.sender, msg.value - ethIn);
    }

    /// @notice Sells `tokensIn` back to the curve for at least `minEthOut`, without an approval.
    function sell(address token, uint256 tokensIn, uint256 minEthOut, uint256 deadline)
        external
        nonReentrant
        before(deadline)
        returns (uint256 ethOut)
    {
        Market storage market = _open(token);
        uint256 fee;
        (ethOut, fee) = BondingCurve.quoteSell(market.virtualEth, market.virtualTokens, tokensIn);
        if (ethOut < minEthOut) revert SlippageExceeded(minEthOut, ethOut);
        market.virtualEth -= ethOut + fee;
        market.virtualTokens += tokensIn;
        feesOwed += fee;
        emit Trade(token, msg.sender, false, tokensIn, ethOut, fee, market.virtualEth, market.virtualTokens);
        // forge-lint: disable-next-line(erc20-unchecked-transfer)
        LaunchToken(token).transferFrom(msg.sender, address(this), tokensIn);
        _pay(msg.sender, ethOut);
    }

    /// @notice Sends the fees collected so far to the fee recipient; anyone may call it.
    function collectFees() external nonReentrant {
        uint256 amount = feesOwed;
        feesOwed = 0;
        emit FeesCollected(feeRecipient, amount);
        _pay(feeRecipient, amount);
    }

    function quoteBuy(address token, uint256 ethIn) external view returns (uint256 tokensOut, uint256 fee, uint256 refund) {
        Market storage market = _open(token);
        (tokensOut, fee, refund,) = BondingCurve.quoteBuy(market.virtualEth, market.virtualTokens, ethIn);
    }

    function quoteBuyExact(address token, uint256 tokensOut) external view returns (uint256 ethIn, uint256 fee) {
        Market storage market = _open(token);
        return BondingCurve.quoteBuyExact(market.virtualEth, market.virtualTokens, tokensOut);
    }

    function quoteSell(address token, uint256 tokensIn) external view returns (uint256 ethOut, uint256 fee) {
        Market storage market = _open(token);
        return BondingCurve.quoteSell(market.virtualEth, market.virtualTokens, tokensIn);
    }

    function isLaunched(address token) external view returns (bool) {
        return markets[token].creator != address(0);
    }

    function _open(address token) private view returns (Market storage market) {
        market = markets[token];
        if (market.creator == address(0)) revert UnknownToken(token);
        if (market.graduated) revert CurveComplete();
    }

    function _buy(address token, uint256 ethIn, uint256 minTokensOut)
        private
        returns (uint256 tokensOut, uint256 fee, uint256 refund)
    {
        Market storage market = _open(token);
        (tokensOut, fee, refund,) = BondingCurve.quoteBuy(market.virtualEth, market.virtualTokens, ethIn);
        if (tokensOut < minTokensOut) revert SlippageExceeded(minTokensOut, tokensOut);
        _fill(token, market, tokensOut, ethIn - refund, fee);
    }

    /// @dev Moves the curve by a buy of `tokensOut` for `ethIn` (fee included), hands the tokens over and
    /// graduates the token when this buy took the last of the curve.
    function _fill(address token, Market storage market, uint256 tokensOut, uint256 ethIn, uint256 fee) private {
        market.virtualEth += ethIn - fee;
        market.virtualTokens -= tokensOut;
        feesOwed += fee;
        bool completes = BondingCurve.tokensLeft(market.virtualTokens) == 0;
        if (completes) market.graduated = true;
        emit Trade(token, msg.sender, true, tokensOut, ethIn, fee, market.virtualEth, market.virtualTokens);
        // forge-lint: disable-next-line(erc20-unchecked-transfer)
        LaunchToken(token).transfer(msg.sender, tokensOut);
        if (completes) _graduate(token, market.virtualEth - BondingCurve.VIRTUAL_ETH);
    }

    /// @dev Seeds the token's pair with the curve's ETH (as WETH) and the 200M tokens left, and burns the
    /// LP tokens. The pair is created if absent, so creating it first cannot block graduation; it must be
    /// the token's own `pair()`, the one address its transfers were kept from until now. WETH
    /// donated to it beforehand is synced into its reserves and counted towards the ETH side, so the
    /// pair opens at the curve's price (tokens cannot reach it before `openPair`); the ETH it saves goes
    /// to the fees.
    function _graduate(address token, uint256 eth) private {
        LaunchToken(token).openPair();
        address pair = uniswapFactory.getPair(token, address(weth));
        if (pair == address(0)) pair = uniswapFactory.createPair(token, address(weth));
        address expected = LaunchToken(token).pair();
        if (pair != expected) revert PairMismatch(pair, expected);
        IUniswapV2Pair(pair).sync();
        (uint112 reserve0, uint112 reserve1,) = IUniswapV2Pair(pair).getReserves();
        uint256 donatedWeth = IUniswapV2Pair(pair).token0() == token ? reserve1 : reserve0;
        // At least a wei of ETH: the pair cannot mint liquidity against one side alone.
        uint256 ethIn = donatedWeth < eth ? eth - donatedWeth : 1;
        // Exactly the 200M never sold: tokens sent to this contract by mistake stay out of the price.
        uint256 tokens = BondingCurve.TOTAL_SUPPLY - BondingCurve.SELLABLE;
        feesOwed += eth - ethIn;
        emit Graduated(token, pair, ethIn + donatedWeth, tokens);
        weth.deposit{value: ethIn}();
        // Both revert rather than return false (WETH9, OpenZeppelin's ERC20).
        // forge-lint: disable-next-line(erc20-unchecked-transfer)
        weth.transfer(pair, ethIn);
        // forge-lint: disable-next-line(erc20-unchecked-transfer)
        LaunchToken(token).transfer(pair, tokens);
        IUniswapV2Pair(pair).mint(LP_BURN);
    }

    function _pay(address to, uint256 amount) private {
        if (amount == 0) return;
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert EthTransferFailed();
    }
}
