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

/// @notice Random buys, exact buys, sells and buys that complete a curve, by three traders, across
/// several tokens at once; trades keep coming after a token graduates (its curve must refuse them).
contract CurveHandler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    LaunchFactory internal immutable factory;
    LaunchToken[] public tokens;
    address[3] public traders = [address(0x1001), address(0x1002), address(0x1003)];

    constructor(LaunchFactory factory_, LaunchToken[] memory tokens_) {
        factory = factory_;
        tokens = tokens_;
        for (uint256 i = 0; i < 3; i++) {
            vm.deal(traders[i], 1_000 ether);
        }
    }

    function tokenCount() external view returns (uint256) {
        return tokens.length;
    }

    function pick(uint256 which) internal view returns (address) {
        return address(tokens[which % tokens.length]);
    }

    function buy(uint256 who, uint256 which, uint256 ethIn) external {
        vm.prank(traders[who % 3]);
        factory.buy{value: 1 + ethIn % 2 ether}(pick(which), 0, block.timestamp);
    }

    function buyExact(uint256 who, uint256 which, uint256 tokensOut) external {
        address token = pick(which);
        (, uint256 virtualTokens,,) = factory.markets(token);
        uint256 left = 800_000_000 ether - (1_073_000_000 ether - virtualTokens);
        tokensOut = 1 + tokensOut % (left < 50_000_000 ether ? left : 50_000_000 ether);
        (uint256 cost,) = factory.quoteBuyExact(token, tokensOut);
        vm.prank(traders[who % 3]);
        factory.buyExact{value: cost}(token, tokensOut, block.timestamp);
    }

    /// @dev Rarely (one call in four): a buy large enough to take every token left and graduate.
    function complete(uint256 who, uint256 which) external {
        if (which % 4 != 0) return;
        vm.prank(traders[who % 3]);
        factory.buy{value: 10 ether}(pick(which / 4), 0, block.timestamp);
    }

    /// @dev Also on a graduated token, whose curve no longer holds its ETH: a sell there must revert.
    function sell(uint256 who, uint256 which, uint256 share) external {
        address trader = traders[who % 3];
        address token = pick(which);
        uint256 tokensIn = LaunchToken(token).balanceOf(trader) * (share % 101) / 100;
        if (tokensIn == 0) return;
        vm.prank(trader);
        factory.sell(token, tokensIn, 0, block.timestamp);
    }

    function collectFees() external {
        factory.collectFees();
    }
}

/// @notice Invariants over several tokens traded at once: the ETH of each open curve and the fees are
/// all the factory holds, and each curve can buy back what it sold from its own ETH; so one token's
/// ETH never pays for another's.
contract LaunchInvariantTest is LaunchFixture {
    CurveHandler internal handler;

    function setUp() public override {
        super.setUp();
        LaunchToken[] memory launched = new LaunchToken[](3);
        launched[0] = token;
        vm.startPrank(creator);
        launched[1] = LaunchToken(factory.launch("Second", "TWO", bytes32(0), 0, deadline()));
        launched[2] = LaunchToken(factory.launch("Third", "THREE", bytes32(0), 0, deadline()));
        vm.stopPrank();
        handler = new CurveHandler(factory, launched);
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    function marketOf(uint256 i)
        internal
        view
        returns (LaunchToken launched, uint256 virtualEth, uint256 virtualTokens, bool isGraduated)
    {
        launched = handler.tokens(i);
        (virtualEth, virtualTokens,, isGraduated) = factory.markets(address(launched));
    }

    /// @notice The factory holds each open curve's real ETH and the fees owed, to the wei: a graduated
    /// curve's ETH has gone to its pair, and none of the others' may follow it.
    /// forge-config: default.invariant.runs = 64
    /// forge-config: default.invariant.depth = 60
    function invariant_holdsExactlyWhatItOwes() public view {
        uint256 owed = factory.feesOwed();
        for (uint256 i = 0; i < handler.tokenCount(); i++) {
            (, uint256 virtualEth,, bool isGraduated) = marketOf(i);
            if (!isGraduated) owed += virtualEth - VIRTUAL_ETH;
        }
        require(address(factory).balance == owed, "ETH unaccounted for");
    }

    /// @notice Solvency, per curve: selling every token it sold, at once, pays no more than its own real
    /// ETH; the reserves' product never falls below its start.
    /// forge-config: default.invariant.runs = 64
    /// forge-config: default.invariant.depth = 60
    function invariant_eachCurveCanBuyBackEveryTokenItSold() public view {
        for (uint256 i = 0; i < handler.tokenCount(); i++) {
            (LaunchToken launched, uint256 virtualEth, uint256 virtualTokens, bool isGraduated) = marketOf(i);
            if (isGraduated) continue;
            require(virtualEth * virtualTokens >= VIRTUAL_ETH * VIRTUAL_TOKENS, "k fell");
            uint256 outstanding = VIRTUAL_TOKENS - virtualTokens;
            if (outstanding == 0) continue;
            (uint256 ethOut, uint256 fee) = factory.quoteSell(address(launched), outstanding);
            require(ethOut + fee <= virtualEth - VIRTUAL_ETH, "insolvent");
        }
    }

    /// @notice Every token an open curve sold sits with a trader; the rest with the curve.
    /// forge-config: default.invariant.runs = 64
    /// forge-config: default.invariant.depth = 60
    function invariant_tokensSoldAreTheTradersTokens() public view {
        for (uint256 i = 0; i < handler.tokenCount(); i++) {
            (LaunchToken launched,, uint256 virtualTokens, bool isGraduated) = marketOf(i);
            if (isGraduated) continue;
            uint256 held;
            for (uint256 j = 0; j < 3; j++) {
                held += launched.balanceOf(handler.traders(j));
            }
            require(held == VIRTUAL_TOKENS - virtualTokens, "tokens appeared or vanished");
            require(launched.balanceOf(address(factory)) == 1_000_000_000 ether - held, "the curve's tokens");
        }
    }
}
