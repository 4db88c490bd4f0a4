// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {BondingCurve} from "../src/BondingCurve.sol";
import {LaunchFactory} from "../src/LaunchFactory.sol";
import {LaunchToken} from "../src/LaunchToken.sol";
import {LaunchFixture} from "./LaunchFixture.sol";

/// @notice One test per rule of LaunchFactory: launching, the fee, each trade and its bounds, the
/// crossing into the pair, and the shared vectors of interface/market/curve.ts.
contract LaunchFactoryTest is LaunchFixture {
    event Launched(address indexed token, address indexed creator, string name, string symbol, bytes32 metadataHash);

    function test_launchMintsTheWholeSupplyToTheCurve() public view {
        require(token.totalSupply() == 1_000_000_000 ether, "supply");
        require(token.balanceOf(address(factory)) == 1_000_000_000 ether, "curve holds it");
        require(factory.isLaunched(address(token)), "not registered");
        (uint256 virtualEth, uint256 virtualTokens, address tokenCreator, bool isGraduated) = factory.markets(address(token));
        require(virtualEth == VIRTUAL_ETH && virtualTokens == VIRTUAL_TOKENS, "start reserves");
        require(tokenCreator == creator && !isGraduated, "creator");
        require(keccak256(bytes(token.symbol())) == keccak256("TKN"), "symbol");
    }

    function test_launchDeploysAtItsCreate2AddressAndEmitsTheMetadataHash() public {
        bytes32 hash = keccak256('{"description":"gm"}');
        bytes32 salt = keccak256(abi.encode(alice, uint256(0)));
        bytes memory init =
            abi.encodePacked(type(LaunchToken).creationCode, abi.encode("Second", "TWO", address(uniswap), address(weth)));
        address predicted =
            address(uint160(uint256(keccak256(abi.encodePacked(hex"ff", address(factory), salt, keccak256(init))))));
        vm.expectEmit();
        emit Launched(predicted, alice, "Second", "TWO", hash);
        vm.prank(alice);
        require(factory.launch("Second", "TWO", hash, 0, deadline()) == predicted, "not at its CREATE2 address");
    }

    function test_launchWithAFirstBuy() public {
        (uint256 quoted,,) = factory.quoteBuy(address(token), 0.05 ether);
        vm.prank(alice);
        LaunchToken launched = LaunchToken(factory.launch{value: 0.05 ether}("Mine", "MINE", bytes32(0), quoted, deadline()));
        require(launched.balanceOf(alice) == quoted, "first buy");
    }

    function test_firstBuyIsCappedAtTenPercentOfSupply() public {
        (uint256 tooMany,,) = factory.quoteBuy(address(token), 1 ether);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(LaunchFactory.FirstBuyTooLarge.selector, 100_000_000 ether, tooMany));
        factory.launch{value: 1 ether}("Greedy", "GRDY", bytes32(0), 0, deadline());
    }

    function test_launchRefusesAnEmptyNameOrTicker() public {
        vm.expectRevert(LaunchFactory.InvalidNameOrSymbol.selector);
        factory.launch("", "X", bytes32(0), 0, deadline());
        vm.expectRevert(LaunchFactory.InvalidNameOrSymbol.selector);
        factory.launch("X", "", bytes32(0), 0, deadline());
    }

    function test_theSameCreatorLaunchesAtNewAddresses() public {
        vm.startPrank(alice);
        address first = factory.launch("Same", "SAME", bytes32(0), 0, deadline());
        address second = factory.launch("Same", "SAME", bytes32(0), 0, deadline());
        vm.stopPrank();
        require(first != second, "same address");
    }

    function test_buyPaysOnePercentAndMovesTheReservesByTheRest() public {
        (uint256 quoted, uint256 fee, uint256 refund) = factory.quoteBuy(address(token), 1 ether);
        require(fee == 0.01 ether && refund == 0, "fee");
        require(buyAs(alice, 1 ether) == quoted, "fill differs from quote");
        require(token.balanceOf(alice) == quoted, "balance");
        (uint256 virtualEth,) = curve();
        require(virtualEth == VIRTUAL_ETH + 0.99 ether, "reserves moved by the net");
        require(factory.feesOwed() == 0.01 ether, "fee owed");
        require(address(factory).balance == 1 ether, "holds the ETH");
    }

    function test_sellPaysOutAfterOnePercentWithoutAnApproval() public {
        uint256 bought = buyAs(alice, 1 ether);
        (uint256 quoted, uint256 fee) = factory.quoteSell(address(token), bought);
        uint256 before = alice.balance;
        require(token.allowance(alice, address(factory)) == type(uint256).max, "built-in spender");
        require(sellAs(alice, bought) == quoted, "fill differs from quote");
        require(alice.balance - before == quoted, "paid");
        require(fee == (quoted + fee + 99) / 100, "fee is 1% of the gross, rounded up");
        require(token.balanceOf(alice) == 0 && sold() == 0, "tokens back on the curve");
    }

    function test_buyExactChargesTheQuoteAndRefundsTheRest() public {
        (uint256 cost,) = factory.quoteBuyExact(address(token), 1_000_000 ether);
        uint256 before = alice.balance;
        vm.prank(alice);
        require(factory.buyExact{value: 1 ether}(address(token), 1_000_000 ether, deadline()) == cost, "charged");
        require(before - alice.balance == cost, "refund");
        require(token.balanceOf(alice) == 1_000_000 ether, "exact tokens");
    }

    function test_buyExactWithTooLittleEthReverts() public {
        (uint256 cost,) = factory.quoteBuyExact(address(token), 1_000_000 ether);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(LaunchFactory.SlippageExceeded.selector, cost - 1, cost));
        factory.buyExact{value: cost - 1}(address(token), 1_000_000 ether, deadline());
    }

    function test_buyBelowItsMinimumReverts() public {
        (uint256 quoted,,) = factory.quoteBuy(address(token), 1 ether);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(LaunchFactory.SlippageExceeded.selector, quoted + 1, quoted));
        factory.buy{value: 1 ether}(address(token), quoted + 1, deadline());
    }

    function test_sellBelowItsMinimumReverts() public {
        uint256 bought = buyAs(alice, 1 ether);
        (uint256 quoted,) = factory.quoteSell(address(token), bought);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(LaunchFactory.SlippageExceeded.selector, quoted + 1, quoted));
        factory.sell(address(token), bought, quoted + 1, deadline());
    }

    /// @notice Each from a trader who could make it a second earlier (alice holds ETH and tokens).
    function test_tradesAfterTheirDeadlineRevert() public {
        buyAs(alice, 1 ether);
        uint256 past = block.timestamp - 1;
        bytes memory passed = abi.encodeWithSelector(LaunchFactory.DeadlinePassed.selector, past);
        vm.startPrank(alice);
        vm.expectRevert(passed);
        factory.buy{value: 1 ether}(address(token), 0, past);
        vm.expectRevert(passed);
        factory.buyExact{value: 1 ether}(address(token), 1 ether, past);
        vm.expectRevert(passed);
        factory.sell(address(token), 1 ether, 0, past);
        vm.expectRevert(passed);
        factory.launch("Late", "LATE", bytes32(0), 0, past);
        vm.stopPrank();
    }

    function test_unknownTokensAndZeroAmountsRevert() public {
        vm.expectRevert(abi.encodeWithSelector(LaunchFactory.UnknownToken.selector, alice));
        factory.buy{value: 1 ether}(alice, 0, deadline());
        vm.expectRevert(BondingCurve.ZeroAmount.selector);
        factory.buy(address(token), 0, deadline());
        vm.expectRevert(abi.encodeWithSelector(BondingCurve.MoreThanSold.selector, 0));
        factory.sell(address(token), 1, 0, deadline());
    }

    function test_aBuyPastTheEndFillsExactly800MRefundsAndGraduates() public {
        buyAs(alice, 1 ether);
        (uint256 tokensOut, uint256 fee, uint256 refund) = factory.quoteBuy(address(token), 10 ether);
        uint256 before = bob.balance;
        address pair = graduate();
        require(sold() == SELLABLE, "exactly 800M sold");
        require(token.balanceOf(bob) == tokensOut, "tokens left");
        require(refund > 0 && before - bob.balance == 10 ether - refund, "refund");
        require(fee > 0 && token.graduated(), "token open to the pair");
        (uint256 pairTokens, uint256 pairEth) = pairReserves(pair);
        (uint256 virtualEth,) = curve();
        require(pairTokens == 200_000_000 ether && pairEth == virtualEth - VIRTUAL_ETH, "liquidity");
        require(IERC20Like(pair).balanceOf(factory.LP_BURN()) > 0, "LP burned");
        require(address(factory).balance == factory.feesOwed(), "the curve's ETH left with it");
    }

    function test_aGraduatedCurveRefusesTrades() public {
        graduate();
        vm.expectRevert(LaunchFactory.CurveComplete.selector);
        factory.buy{value: 1 ether}(address(token), 0, deadline());
        vm.expectRevert(LaunchFactory.CurveComplete.selector);
        factory.sell(address(token), 1, 0, deadline());
        vm.expectRevert(LaunchFactory.CurveComplete.selector);
        factory.quoteBuy(address(token), 1 ether);
    }

    function test_thePairOpensWithinTwoPercentOfTheCurvesLastPrice() public {
        // The curve's marginal price just before its last token, against the pair's first price.
        (uint256 needed,) = factory.quoteBuyExact(address(token), SELLABLE - 1 ether);
        buyAs(alice, needed);
        (uint256 virtualEth, uint256 virtualTokens) = curve();
        uint256 curvePrice = virtualEth * 1e18 / virtualTokens;
        (uint256 pairTokens, uint256 pairEth) = pairReserves(graduate());
        uint256 pairPrice = pairEth * 1e18 / pairTokens;
        uint256 gap = pairPrice > curvePrice ? pairPrice - curvePrice : curvePrice - pairPrice;
        require(gap * 100 <= curvePrice * 2, "more than 2% apart");
    }

    function test_collectFeesPaysTheRecipient() public {
        buyAs(alice, 1 ether);
        factory.collectFees();
        require(feeRecipient.balance == 0.01 ether && factory.feesOwed() == 0, "fees");
    }

    /// @notice interface/market/curve.ts and this contract fill the same trades to the wei.
    function test_fillsTheSharedVectorsOfTheTypescriptMaths() public {
        string memory json = vm.readFile("test/vectors/curve.json");
        uint256[] memory kinds = vm.parseJsonUintArray(json, ".kinds");
        uint256[] memory amounts = vm.parseJsonUintArray(json, ".amounts");
        uint256[] memory outputs = vm.parseJsonUintArray(json, ".outputs");
        uint256[] memory fees = vm.parseJsonUintArray(json, ".fees");
        uint256[] memory refunds = vm.parseJsonUintArray(json, ".refunds");
        vm.deal(alice, 1_000 ether);
        vm.startPrank(alice);
        for (uint256 i = 0; i < kinds.length; i++) {
            uint256 feesBefore = factory.feesOwed();
            uint256 ethBefore = alice.balance;
            if (kinds[i] == 0) {
                (uint256 out, uint256 fee, uint256 refund) = factory.quoteBuy(address(token), amounts[i]);
                require(out == outputs[i] && fee == fees[i] && refund == refunds[i], "quoteBuy");
                require(factory.buy{value: amounts[i]}(address(token), out, deadline()) == out, "buy");
                require(ethBefore - alice.balance == amounts[i] - refund, "buy refund");
            } else if (kinds[i] == 1) {
                (uint256 cost, uint256 fee) = factory.quoteBuyExact(address(token), amounts[i]);
                require(cost == outputs[i] && fee == fees[i], "quoteBuyExact");
                factory.buyExact{value: cost}(address(token), amounts[i], deadline());
            } else {
                (uint256 out, uint256 fee) = factory.quoteSell(address(token), amounts[i]);
                require(out == outputs[i] && fee == fees[i], "quoteSell");
                require(factory.sell(address(token), amounts[i], out, deadline()) == out, "sell");
            }
            require(factory.feesOwed() - feesBefore == fees[i], "fee taken");
        }
        vm.stopPrank();
        require(graduated(), "the last vector graduates");
    }
}

interface IERC20Like {
    function balanceOf(address) external view returns (uint256);
}
