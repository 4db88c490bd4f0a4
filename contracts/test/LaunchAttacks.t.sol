// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {LaunchFactory} from "../src/LaunchFactory.sol";
import {LaunchToken} from "../src/LaunchToken.sol";
import {LaunchFixture} from "./LaunchFixture.sol";

/// @notice Each attack on the curve and its graduation, its own test.
contract LaunchAttacksTest is LaunchFixture {
    address internal attacker = address(0xBAD);

    function setUp() public override {
        super.setUp();
        vm.deal(attacker, 1_000 ether);
    }

    /// @dev A buy that brings the curve to one token short of graduating, by alice.
    function fillAllButOneToken() internal {
        (uint256 cost,) = factory.quoteBuyExact(address(token), SELLABLE - 1 ether);
        buyAs(alice, cost);
    }

    function test_sandwichedBuyWithAMinimumRevertsInsteadOfLosing() public {
        (uint256 quoted,,) = factory.quoteBuy(address(token), 1 ether);
        uint256 minimum = quoted * 99 / 100;
        // The attacker's front-run lands first and moves the price by far more than 1%.
        uint256 attackerTokens = buyAs(attacker, 3 ether);
        (uint256 nowQuoted,,) = factory.quoteBuy(address(token), 1 ether);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(LaunchFactory.SlippageExceeded.selector, minimum, nowQuoted));
        factory.buy{value: 1 ether}(address(token), minimum, deadline());
        // Without the victim's buy in between, the back-run sells at a loss (two fees).
        require(sellAs(attacker, attackerTokens) < 3 ether, "the attacker profited");
        require(token.balanceOf(alice) == 0 && alice.balance == 100 ether, "the victim lost something");
    }

    function test_aFrontRunCreatePairCannotBlockGraduation() public {
        vm.prank(attacker);
        address created = uniswap.createPair(address(token), address(weth));
        require(created == token.pair(), "the token predicts its pair");
        address pair = graduate();
        require(pair == created, "graduated elsewhere");
        (uint256 pairTokens,) = pairReserves(pair);
        require(pairTokens == 200_000_000 ether, "liquidity");
    }

    function test_wethDonatedToThePairIsAbsorbedAtTheCurvesPrice() public {
        fillAllButOneToken();
        vm.startPrank(attacker);
        address pair = uniswap.createPair(address(token), address(weth));
        weth.deposit{value: 1 ether}();
        weth.transfer(pair, 1 ether);
        // Synced or not, the donation is counted towards the ETH side.
        (bool ok,) = pair.call(abi.encodeWithSignature("sync()"));
        require(ok, "sync");
        vm.stopPrank();
        uint256 feesBefore = factory.feesOwed();
        buyAs(bob, 1 ether);
        (uint256 curveEthAfter,) = curve();
        (uint256 pairTokens, uint256 pairEth) = pairReserves(pair);
        require(pairTokens == 200_000_000 ether, "tokens");
        require(pairEth == curveEthAfter - VIRTUAL_ETH, "the pair holds the curve's ETH, donation included");
        require(factory.feesOwed() - feesBefore >= 1 ether, "the ETH the donation saved goes to the fees");
    }

    function test_aDonationLargerThanTheCurvesEthCannotBlockGraduation() public {
        vm.startPrank(attacker);
        address pair = uniswap.createPair(address(token), address(weth));
        weth.deposit{value: 100 ether}();
        weth.transfer(pair, 100 ether);
        vm.stopPrank();
        graduate();
        (uint256 pairTokens, uint256 pairEth) = pairReserves(pair);
        require(pairTokens == 200_000_000 ether && pairEth == 100 ether + 1, "the pair opened");
    }

    function test_tokensCannotReachThePairBeforeGraduation() public {
        buyAs(attacker, 1 ether);
        address pair = token.pair();
        vm.prank(attacker);
        vm.expectRevert(abi.encodeWithSelector(LaunchToken.PairNotOpen.selector, pair));
        token.transfer(pair, 1 ether);
        vm.prank(attacker);
        token.approve(bob, 1 ether);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(LaunchToken.PairNotOpen.selector, pair));
        token.transferFrom(attacker, pair, 1 ether);
        graduate();
        vm.prank(attacker);
        require(token.transfer(pair, 1 ether), "after graduation the pair is an address like any other");
    }

    function test_onlyTheCurveOpensThePair() public {
        vm.prank(attacker);
        vm.expectRevert(LaunchToken.OnlyCurve.selector);
        token.openPair();
    }

    function test_aSellerReenteringOnItsPayoutGetsNothingMore() public {
        Reenterer seller = new Reenterer(factory, token);
        vm.deal(address(seller), 1 ether);
        seller.buy(1 ether);
        uint256 tokens = token.balanceOf(address(seller));
        (uint256 quoted,) = factory.quoteSell(address(token), tokens);
        seller.sell(tokens);
        require(seller.reentryAttempts() == 1 && !seller.reentered(), "re-entered on the sell's payout");
        require(address(seller).balance == quoted, "paid other than the quote");
    }

    function test_aBuyerReenteringOnItsRefundGetsNothingMore() public {
        fillAllButOneToken();
        Reenterer buyer = new Reenterer(factory, token);
        vm.deal(address(buyer), 2 ether);
        (, , uint256 refund) = factory.quoteBuy(address(token), 2 ether);
        buyer.buy(2 ether);
        require(buyer.reentryAttempts() == 1 && !buyer.reentered(), "re-entered on the refund");
        require(address(buyer).balance == refund && graduated(), "refund");
    }

    function test_afterGraduationTheTokenTradesThroughRouter02() public {
        graduate();
        address[] memory path = new address[](2);
        path[0] = address(weth);
        path[1] = address(token);
        vm.prank(alice);
        (bool ok,) = router.call{value: 1 ether}(
            abi.encodeWithSignature(
                "swapExactETHForTokens(uint256,address[],address,uint256)", 1, path, alice, deadline()
            )
        );
        require(ok && token.balanceOf(alice) > 0, "the real router found the pair");
    }
}

/// @notice A trader contract that tries to trade again from inside every ETH payment it receives.
contract Reenterer {
    LaunchFactory internal immutable factory;
    LaunchToken internal immutable token;
    uint256 public reentryAttempts;
    bool public reentered;
    bool internal trading;

    constructor(LaunchFactory factory_, LaunchToken token_) {
        factory = factory_;
        token = token_;
    }

    function buy(uint256 ethIn) external {
        trading = true;
        factory.buy{value: ethIn}(address(token), 0, block.timestamp);
        trading = false;
    }

    function sell(uint256 tokensIn) external {
        trading = true;
        factory.sell(address(token), tokensIn, 0, block.timestamp);
        trading = false;
    }

    receive() external payable {
        if (!trading) return;
        reentryAttempts++;
        uint256 balance = token.balanceOf(address(this));
        if (balance == 0) return;
        try factory.sell(address(token), balance, 0, block.timestamp) {
            reentered = true;
        } catch {}
    }
}
