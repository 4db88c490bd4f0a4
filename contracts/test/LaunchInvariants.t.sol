// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {LaunchFactory} from "../src/LaunchFactory.sol";
import {LaunchToken} from "../src/LaunchToken.sol";
import {LaunchFixture} from "./LaunchFixture.sol";
import {Vm} from "./Vm.sol";

/// @notice Fuzzed trades: what a quote says is what the trade fills, a round trip never profits, any
/// buy past the end graduates; and, under any sequence of trades, the curve stays solvent.
contract LaunchFuzzTest is LaunchFixture {
    function testFuzz_aBuyFillsItsQuote(uint256 ethIn) public {
        ethIn = 1 + ethIn % 10 ether;
        (uint256 quoted,, uint256 refund) = factory.quoteBuy(address(token), ethIn);
        uint256 before = alice.balance;
        require(buyAs(alice, ethIn) == quoted, "fill differs from quote");
        require(before - alice.balance == ethIn - refund, "paid other than quoted");
    }

    function testFuzz_aRoundTripNeverProfits(uint256 ethIn, uint256 earlier) public {
        // Together under the ~4.44 ETH that completes the curve.
        earlier = earlier % 2 ether;
        if (earlier > 0) buyAs(bob, earlier);
        ethIn = 1 + ethIn % 2 ether;
        uint256 tokens = buyAs(alice, ethIn);
        vm.assume(tokens > 0);
        require(sellAs(alice, tokens) <= ethIn, "bought and sold back for a profit");
    }

    function testFuzz_anExactBuyCostsItsQuoteAndBuysExactly(uint256 tokensOut) public {
        tokensOut = 1 + tokensOut % SELLABLE;
        (uint256 cost,) = factory.quoteBuyExact(address(token), tokensOut);
        vm.deal(alice, cost);
        vm.prank(alice);
        require(factory.buyExact{value: cost}(address(token), tokensOut, deadline()) == cost, "cost");
        require(token.balanceOf(alice) == tokensOut && alice.balance == 0, "not exact");
        require(graduated() == (tokensOut == SELLABLE), "graduates only at the end");
    }

    function testFuzz_anyBuyPastTheEndGraduatesAndRefunds(uint256 extra) public {
        (uint256 cost,) = factory.quoteBuyExact(address(token), SELLABLE);
        uint256 ethIn = cost + extra % 1_000 ether;
        vm.deal(alice, ethIn);
        buyAs(alice, ethIn);
        require(graduated() && sold() == SELLABLE, "did not graduate");
        require(alice.balance == ethIn - cost, "refund other than the ETH above the exact cost");
        require(address(factory).balance == factory.feesOwed(), "ETH left behind");
    }
}

/// @notice Random buys, exact buys and sells by three traders until (perhaps) graduation.
contract CurveHandler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    LaunchFactory internal immutable factory;
    LaunchToken internal immutable token;
    address[3] public traders = [address(0x1001), address(0x1002), address(0x1003)];

    constructor(LaunchFactory factory_, LaunchToken token_) {
        factory = factory_;
        token = token_;
        for (uint256 i = 0; i < 3; i++) {
            vm.deal(traders[i], 1_000 ether);
        }
    }

    function open() internal view returns (bool) {
        (,,, bool graduated) = factory.markets(address(token));
        return !graduated;
    }

    function buy(uint256 who, uint256 ethIn) external {
        if (!open()) return;
        vm.prank(traders[who % 3]);
        factory.buy{value: 1 + ethIn % 2 ether}(address(token), 0, block.timestamp);
    }

    function buyExact(uint256 who, uint256 tokensOut) external {
        if (!open()) return;
        (, uint256 virtualTokens,,) = factory.markets(address(token));
        uint256 left = 800_000_000 ether - (1_073_000_000 ether - virtualTokens);
        tokensOut = 1 + tokensOut % (left < 50_000_000 ether ? left : 50_000_000 ether);
        (uint256 cost,) = factory.quoteBuyExact(address(token), tokensOut);
        vm.prank(traders[who % 3]);
        factory.buyExact{value: cost}(address(token), tokensOut, block.timestamp);
    }

    function sell(uint256 who, uint256 share) external {
        if (!open()) return;
        address trader = traders[who % 3];
        uint256 tokensIn = token.balanceOf(trader) * (share % 101) / 100;
        if (tokensIn == 0) return;
        vm.prank(trader);
        factory.sell(address(token), tokensIn, 0, block.timestamp);
    }

    function collectFees() external {
        factory.collectFees();
    }
}

contract LaunchInvariantTest is LaunchFixture {
    CurveHandler internal handler;

    function setUp() public override {
        super.setUp();
        handler = new CurveHandler(factory, token);
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @notice The curve holds its real ETH and the fees owed, to the wei.
    /// forge-config: default.invariant.runs = 64
    /// forge-config: default.invariant.depth = 40
    function invariant_holdsExactlyWhatItOwes() public view {
        (uint256 virtualEth,) = curve();
        uint256 curveEth = graduated() ? 0 : virtualEth - VIRTUAL_ETH;
        require(address(factory).balance == curveEth + factory.feesOwed(), "ETH unaccounted for");
    }

    /// @notice Solvency: selling every token the curve sold, at once, pays no more than it holds; the
    /// reserves' product never falls below its start.
    /// forge-config: default.invariant.runs = 64
    /// forge-config: default.invariant.depth = 40
    function invariant_canBuyBackEveryTokenItSold() public view {
        if (graduated()) return;
        (uint256 virtualEth, uint256 virtualTokens) = curve();
        require(virtualEth * virtualTokens >= VIRTUAL_ETH * VIRTUAL_TOKENS, "k fell");
        uint256 outstanding = sold();
        if (outstanding == 0) return;
        (uint256 ethOut, uint256 fee) = factory.quoteSell(address(token), outstanding);
        require(ethOut + fee <= virtualEth - VIRTUAL_ETH, "insolvent");
    }

    /// @notice Every token sold sits with a trader; the rest with the curve (or, after graduation, the pair).
    /// forge-config: default.invariant.runs = 64
    /// forge-config: default.invariant.depth = 40
    function invariant_tokensSoldAreTheTradersTokens() public view {
        uint256 held;
        for (uint256 i = 0; i < 3; i++) {
            held += token.balanceOf(handler.traders(i));
        }
        require(held == sold(), "tokens appeared or vanished");
    }
}
