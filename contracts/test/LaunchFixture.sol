// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {LaunchFactory} from "../src/LaunchFactory.sol";
import {LaunchToken} from "../src/LaunchToken.sol";
import {IUniswapV2Factory, IUniswapV2Pair, IWETH} from "../src/uniswap/IUniswapV2.sol";
import {WithUniswapV2} from "./UniswapV2.sol";

/// @notice A LaunchFactory on the real Uniswap V2, one launched token, and traders with ETH.
abstract contract LaunchFixture is WithUniswapV2 {
    uint256 internal constant START = 1_760_000_000;
    uint256 internal constant SELLABLE = 800_000_000 ether;
    uint256 internal constant VIRTUAL_ETH = 1.5 ether;
    uint256 internal constant VIRTUAL_TOKENS = 1_073_000_000 ether;

    LaunchFactory internal factory;
    IUniswapV2Factory internal uniswap;
    IWETH internal weth;
    address internal router;
    LaunchToken internal token;
    address internal feeRecipient = address(0xFEE);
    address internal creator = address(0xC0FFEE);
    address internal alice = address(0xA11CE);
    address internal bob = address(0xB0B);

    function setUp() public virtual {
        vm.warp(START);
        (address weth_, address uniswap_, address router_) = deployUniswapV2();
        weth = IWETH(weth_);
        uniswap = IUniswapV2Factory(uniswap_);
        router = router_;
        factory = new LaunchFactory(uniswap, weth, feeRecipient);
        vm.deal(creator, 100 ether);
        vm.deal(alice, 100 ether);
        vm.deal(bob, 100 ether);
        vm.prank(creator);
        token = LaunchToken(factory.launch("Token", "TKN", keccak256("{}"), 0, START + 1));
    }

    function deadline() internal view returns (uint256) {
        return block.timestamp + 20 minutes;
    }

    function buyAs(address trader, uint256 ethIn) internal returns (uint256) {
        vm.prank(trader);
        return factory.buy{value: ethIn}(address(token), 0, deadline());
    }

    function sellAs(address trader, uint256 tokensIn) internal returns (uint256) {
        vm.prank(trader);
        return factory.sell(address(token), tokensIn, 0, deadline());
    }

    function curve() internal view returns (uint256 virtualEth, uint256 virtualTokens) {
        (virtualEth, virtualTokens,,) = factory.markets(address(token));
    }

    function sold() internal view returns (uint256) {
        (, uint256 virtualTokens) = curve();
        return VIRTUAL_TOKENS - virtualTokens;
    }

    function graduated() internal view returns (bool isGraduated) {
        (,,, isGraduated) = factory.markets(address(token));
    }

    /// @dev The pair's reserves as (tokens, WETH).
    function pairReserves(address pair) internal view returns (uint256 tokens, uint256 eth) {
        (uint112 r0, uint112 r1,) = IUniswapV2Pair(pair).getReserves();
        (tokens, eth) = IUniswapV2Pair(pair).token0() == address(token) ? (r0, r1) : (r1, r0);
    }

    /// @dev A buy that takes every token left on the curve.
    function graduate() internal returns (address pair) {
        buyAs(bob, 10 ether);
        require(graduated(), "not graduated");
        pair = uniswap.getPair(address(token), address(weth));
    }
}
