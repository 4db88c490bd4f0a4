// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {LaunchFactory} from "../src/LaunchFactory.sol";
import {LaunchToken} from "../src/LaunchToken.sol";
import {IUniswapV2Factory, IUniswapV2Pair} from "../src/uniswap/IUniswapV2.sol";
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

    /// @dev The attacker creates the token's pair and sends it `amount` WETH, synced into its reserves
    /// or left in its balance alone.
    function donateWeth(uint256 amount, bool synced) internal returns (address pair) {
        vm.startPrank(attacker);
        pair = uniswap.createPair(address(token), address(weth));
        weth.deposit{value: amount}();
        weth.transfer(pair, amount);
        if (synced) IUniswapV2Pair(pair).sync();
        vm.stopPrank();
    }

    /// @dev The buy that graduates: the pair holds exactly the curve's ETH, the donation counted towards
    /// it, and the ETH the donation saved goes to the fees.
    function graduateOverADonation(address pair, uint256 donated) internal {
        uint256 feesBefore = factory.feesOwed();
        buyAs(bob, 1 ether);
        (uint256 curveEthAfter,) = curve();
        (uint256 pairTokens, uint256 pairEth) = pairReserves(pair);
        require(pairTokens == 200_000_000 ether, "tokens");
        require(pairEth == curveEthAfter - VIRTUAL_ETH, "the pair holds the curve's ETH, donation included");
        require(factory.feesOwed() - feesBefore >= donated, "the ETH the donation saved goes to the fees");
    }

    /// @notice Left unsynced, the donation sits in the pair's balance only: the factory syncs it first.
    function test_wethDonatedButNotSyncedIsAbsorbedAtTheCurvesPrice() public {
        fillAllButOneToken();
        graduateOverADonation(donateWeth(1 ether, false), 1 ether);
    }

    function test_wethDonatedAndSyncedIsAbsorbedAtTheCurvesPrice() public {
        fillAllButOneToken();
        graduateOverADonation(donateWeth(1 ether, true), 1 ether);
    }

    function test_aDonationLargerThanTheCurvesEthCannotBlockGraduation() public {
        address pair = donateWeth(100 ether, false);
        graduate();
        (uint256 pairTokens, uint256 pairEth) = pairReserves(pair);
        require(pairTokens == 200_000_000 ether && pairEth == 100 ether + 1, "the pair opened");
    }

    /// @notice A Uniswap V2 fork whose pairs have another init code hash puts the token's pair elsewhere
    /// than its `pair()`: the buy that would graduate there reverts, whether the fork's pair was created
    /// by that buy or found, and the address the token blocks stays closed.
    function test_aForkWhosePairLiesElsewhereCannotGraduateTheToken() public {
        ForkedUniswapV2Factory fork = new ForkedUniswapV2Factory(artifactBytecode("v2-core/build/UniswapV2Pair.json"));
        LaunchFactory onFork = new LaunchFactory(IUniswapV2Factory(address(fork)), weth, feeRecipient);
        vm.prank(creator);
        LaunchToken forked = LaunchToken(onFork.launch("Forked", "FORK", bytes32(0), 0, deadline()));
        address forkPair = fork.pairFor(address(forked), address(weth));
        require(forkPair != forked.pair(), "the fork puts the pair where the token expects it");
        bytes memory mismatch = abi.encodeWithSelector(LaunchFactory.PairMismatch.selector, forkPair, forked.pair());
        vm.prank(bob);
        vm.expectRevert(mismatch);
        onFork.buy{value: 10 ether}(address(forked), 0, deadline());
        vm.prank(attacker);
        require(fork.createPair(address(forked), address(weth)) == forkPair, "the fork's pair");
        vm.prank(bob);
        vm.expectRevert(mismatch);
        onFork.buy{value: 10 ether}(address(forked), 0, deadline());
        // The curve is still open, and the token's own pair still refuses its tokens.
        (,,, bool isGraduated) = onFork.markets(address(forked));
        require(!isGraduated && !forked.graduated(), "graduated");
        vm.prank(alice);
        uint256 bought = onFork.buy{value: 1 ether}(address(forked), 0, deadline());
        address ownPair = forked.pair();
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(LaunchToken.PairNotOpen.selector, ownPair));
        forked.transfer(ownPair, bought);
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

    /// @notice On the payout of a sell of half its tokens, the seller sells the other half: a call that
    /// would go through (the curve is open, the tokens are its own) but for the reentrancy guard.
    function test_aSellerReenteringOnItsPayoutIsStoppedByTheGuard() public {
        Reenterer seller = new Reenterer(factory);
        vm.deal(address(seller), 1 ether);
        seller.buy(token, 1 ether);
        uint256 bought = token.balanceOf(address(seller));
        uint256 half = bought / 2;
        (uint256 quoted,) = factory.quoteSell(address(token), half);
        seller.onPayment(Reenterer.Reentry.Sell, token, half);
        seller.sell(token, half);
        require(seller.attempts() == 1, "did not re-enter");
        require(stoppedByTheGuard(seller.innerRevert()), "the inner sell was not stopped by the guard");
        require(address(seller).balance == quoted, "paid other than the quote");
        require(token.balanceOf(address(seller)) == bought - half, "the other half was sold");
    }

    /// @notice On the refund of the buy that graduates the token, the buyer buys another open token: a
    /// call that would go through but for the reentrancy guard.
    function test_aBuyerReenteringOnItsRefundIsStoppedByTheGuard() public {
        vm.prank(creator);
        LaunchToken other = LaunchToken(factory.launch("Other", "OTHR", bytes32(0), 0, deadline()));
        fillAllButOneToken();
        Reenterer buyer = new Reenterer(factory);
        vm.deal(address(buyer), 2 ether);
        (,, uint256 refund) = factory.quoteBuy(address(token), 2 ether);
        buyer.onPayment(Reenterer.Reentry.Buy, other, 0.1 ether);
        buyer.buy(token, 2 ether);
        require(buyer.attempts() == 1, "did not re-enter");
        require(stoppedByTheGuard(buyer.innerRevert()), "the inner buy was not stopped by the guard");
        require(address(buyer).balance == refund && graduated(), "refund");
        require(other.balanceOf(address(buyer)) == 0, "bought the other token");
    }

    function stoppedByTheGuard(bytes memory reason) internal pure returns (bool) {
        return keccak256(reason) == keccak256(abi.encodeWithSelector(ReentrancyGuard.ReentrancyGuardReentrantCall.selector));
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

/// @notice A trader contract that, on the next ETH payment it receives, makes one more trade (a sell of
/// its tokens or a buy with ETH it holds) and keeps why that trade reverted.
contract Reenterer {
    enum Reentry {
        None,
        Sell,
        Buy
    }

    LaunchFactory internal immutable factory;
    Reentry internal reentry;
    LaunchToken internal target;
    uint256 internal amount;
    uint256 public attempts;
    bytes public innerRevert;

    constructor(LaunchFactory factory_) {
        factory = factory_;
    }

    function onPayment(Reentry reentry_, LaunchToken target_, uint256 amount_) external {
        (reentry, target, amount) = (reentry_, target_, amount_);
    }

    function buy(LaunchToken token, uint256 ethIn) external {
        factory.buy{value: ethIn}(address(token), 0, block.timestamp);
    }

    function sell(LaunchToken token, uint256 tokensIn) external {
        factory.sell(address(token), tokensIn, 0, block.timestamp);
    }

    receive() external payable {
        Reentry current = reentry;
        if (current == Reentry.None) return;
        reentry = Reentry.None;
        attempts++;
        if (current == Reentry.Sell) {
            try factory.sell(address(target), amount, 0, block.timestamp) {}
            catch (bytes memory reason) {
                innerRevert = reason;
            }
        } else {
            try factory.buy{value: amount}(address(target), 0, block.timestamp) {}
            catch (bytes memory reason) {
                innerRevert = reason;
            }
        }
    }
}

/// @notice A Uniswap V2 fork as a chain may carry one: the real pair's code, deployed by CREATE2 from an
/// init code with a few bytes more (another init code hash), so its pairs lie elsewhere than where
/// Uniswap's own hash puts them.
contract ForkedUniswapV2Factory {
    bytes internal pairInitCode;
    /// @dev Read by the pair's `mint`: no protocol fee.
    address public feeTo;
    mapping(address tokenA => mapping(address tokenB => address pair)) public getPair;

    constructor(bytes memory uniswapPairCode) {
        pairInitCode = abi.encodePacked(uniswapPairCode, "fork");
    }

    function pairFor(address tokenA, address tokenB) public view returns (address) {
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        bytes32 salt = keccak256(abi.encodePacked(token0, token1));
        return address(uint160(uint256(keccak256(abi.encodePacked(hex"ff", address(this), salt, keccak256(pairInitCode))))));
    }

    function createPair(address tokenA, address tokenB) external returns (address pair) {
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        bytes memory code = pairInitCode;
        bytes32 salt = keccak256(abi.encodePacked(token0, token1));
        assembly {
            pair := create2(0, add(code, 32), mload(code), salt)
        }
        require(pair != address(0), "pair exists");
        ForkedPair(pair).initialize(token0, token1);
        (getPair[token0][token1], getPair[token1][token0]) = (pair, pair);
    }
}

interface ForkedPair {
    function initialize(address token0, address token1) external;
}
