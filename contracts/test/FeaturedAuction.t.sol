// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {FeaturedAuction} from "../src/FeaturedAuction.sol";
import {ILaunchRegistry} from "../src/ILaunchRegistry.sol";
import {LaunchToken} from "../src/LaunchToken.sol";
import {LaunchFixture} from "./LaunchFixture.sol";
import {WithVm} from "./Vm.sol";

/// @notice The one question the auction asks of the launch factory, answered from a set the test sets.
contract MockLaunchRegistry is ILaunchRegistry {
    mapping(address token => bool) internal launched;

    function setLaunched(address token, bool isLaunched_) external {
        launched[token] = isLaunched_;
    }

    function isLaunched(address token) external view returns (bool) {
        return launched[token];
    }
}

/// @notice A FeaturedAuction on a mock registry with two launched tokens, opened at a fixed time of a
/// known UTC day, and bidders with ETH.
abstract contract FeaturedAuctionFixture is WithVm {
    /// @dev 2025-10-09 08:53:20 UTC: day 20,370 since 1970, so the first auction sells day 20,371 and ends
    /// at its midnight.
    uint256 internal constant START = 1_760_000_000;
    uint256 internal constant TODAY = 20_370;
    uint256 internal constant FIRST_DAY = TODAY + 1;
    uint256 internal constant FIRST_END = FIRST_DAY * 1 days;

    MockLaunchRegistry internal registry;
    FeaturedAuction internal auction;
    address internal feeRecipient = address(0xFEE);
    address internal alice = address(0xA11CE);
    address internal bob = address(0xB0B);
    address internal carol = address(0xCA201);
    address internal tokenA = address(0x7A);
    address internal tokenB = address(0x7B);
    address internal notLaunched = address(0xDEAD);

    function setUp() public virtual {
        vm.warp(START);
        registry = new MockLaunchRegistry();
        registry.setLaunched(tokenA, true);
        registry.setLaunched(tokenB, true);
        auction = new FeaturedAuction(registry, feeRecipient);
        vm.deal(alice, 100 ether);
        vm.deal(bob, 100 ether);
        vm.deal(carol, 100 ether);
    }

    function bidAs(address bidder, address token, uint256 amount) internal {
        vm.prank(bidder);
        auction.bid{value: amount}(token);
    }

    function auctionDay() internal view returns (uint256 day) {
        (day,,,,) = auction.currentAuction();
    }

    function leading() internal view returns (address leader, address token, uint256 amount) {
        (, leader, token, amount,) = auction.currentAuction();
    }

    function endsAt() internal view returns (uint256 end) {
        (,,,, end) = auction.currentAuction();
    }
}

/// @notice One test per rule of FeaturedAuction: the minimum and the raise, launched tokens only, the end,
/// its extension and hard stop, the featured token, credits and withdrawals, settlement, and bidders
/// that refuse or re-enter.
contract FeaturedAuctionTest is FeaturedAuctionFixture {
    function test_deploymentOpensTheAuctionForTomorrowEndingAtMidnight() public view {
        (uint256 day, address leader, address token, uint256 amount, uint256 end) = auction.currentAuction();
        require(day == FIRST_DAY && end == FIRST_END, "first auction");
        require(leader == address(0) && token == address(0) && amount == 0, "a leader before any bid");
        require(address(auction.launches()) == address(registry) && auction.feeRecipient() == feeRecipient, "wiring");
    }

    function test_deploymentRefusesZeroAddresses() public {
        vm.expectRevert(FeaturedAuction.ZeroAddress.selector);
        new FeaturedAuction(ILaunchRegistry(address(0)), feeRecipient);
        vm.expectRevert(FeaturedAuction.ZeroAddress.selector);
        new FeaturedAuction(registry, address(0));
    }

    function test_theFirstBidMustBeAtLeastOneHundredthOfAnEther() public {
        require(auction.minimumBid() == 0.01 ether, "first minimum");
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FeaturedAuction.BidTooLow.selector, 0.01 ether));
        auction.bid{value: 0.01 ether - 1}(tokenA);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FeaturedAuction.BidTooLow.selector, 0.01 ether));
        auction.bid(tokenA);
        bidAs(alice, tokenA, 0.01 ether);
        (address leader, address token, uint256 amount) = leading();
        require(leader == alice && token == tokenA && amount == 0.01 ether, "the exact minimum leads");
        require(address(auction).balance == 0.01 ether, "holds the bid");
    }

    function test_aRaiseMustBeFivePercentRoundedUp() public {
        // 5% of 0.01 ETH + 1 wei is 0.0005 ETH + 0.05 wei: rounded up, one wei more.
        bidAs(alice, tokenA, 0.01 ether + 1);
        uint256 expected = 10_500_000_000_000_002;
        require(auction.minimumBid() == expected, "minimum after 0.01 ETH + 1 wei");
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(FeaturedAuction.BidTooLow.selector, expected));
        auction.bid{value: expected - 1}(tokenB);
        bidAs(bob, tokenB, expected);
        (address leader, address token, uint256 amount) = leading();
        require(leader == bob && token == tokenB && amount == expected, "the exact raise leads");
        // A round amount raises by exactly 5%.
        bidAs(carol, tokenA, 1 ether);
        require(auction.minimumBid() == 1.05 ether, "minimum after 1 ETH");
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FeaturedAuction.BidTooLow.selector, 1.05 ether));
        auction.bid{value: 1.05 ether - 1}(tokenA);
    }

    function test_aTokenNotLaunchedIsRefused() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FeaturedAuction.NotLaunched.selector, notLaunched));
        auction.bid{value: 1 ether}(notLaunched);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FeaturedAuction.NotLaunched.selector, address(0)));
        auction.bid{value: 1 ether}(address(0));
        // The registry's answer at the time of the bid is what counts.
        registry.setLaunched(notLaunched, true);
        bidAs(alice, notLaunched, 1 ether);
        (, address token,) = leading();
        require(token == notLaunched, "a token launched since");
    }

    function test_bidsAtAndAfterTheEndRevert() public {
        vm.warp(FIRST_END);
        vm.prank(alice);
        vm.expectRevert(FeaturedAuction.AuctionEnded.selector);
        auction.bid{value: 1 ether}(tokenA);
        vm.warp(FIRST_END + 1);
        vm.prank(alice);
        vm.expectRevert(FeaturedAuction.AuctionEnded.selector);
        auction.bid{value: 1 ether}(tokenA);
        vm.warp(FIRST_END + 3 days);
        vm.prank(alice);
        vm.expectRevert(FeaturedAuction.AuctionEnded.selector);
        auction.bid{value: 1 ether}(tokenA);
        // One second before, it was still open.
        vm.warp(FIRST_END - 1);
        bidAs(alice, tokenA, 1 ether);
    }

    function test_aBidEmitsBidPlacedWithItsDayBidderTokenAmountAndEnd() public {
        vm.expectEmit();
        emit FeaturedAuction.BidPlaced(FIRST_DAY, alice, tokenA, 0.02 ether, FIRST_END);
        bidAs(alice, tokenA, 0.02 ether);
        // A late bid reports the end it moved.
        vm.warp(FIRST_END - 1 minutes);
        vm.expectEmit();
        emit FeaturedAuction.BidPlaced(FIRST_DAY, bob, tokenB, 0.021 ether, FIRST_END + 9 minutes);
        bidAs(bob, tokenB, 0.021 ether);
    }

    function test_anOutbidBidderIsOwedTheirBidAndWithdrawsItExactlyOnce() public {
        bidAs(alice, tokenA, 0.01 ether);
        require(auction.owed(alice) == 0, "owed while leading");
        bidAs(bob, tokenB, 0.0105 ether);
        require(auction.owed(alice) == 0.01 ether && auction.owed(bob) == 0, "credit");
        require(address(auction).balance == 0.0205 ether, "holds both");
        uint256 before = alice.balance;
        vm.expectEmit();
        emit FeaturedAuction.Withdrawn(alice, 0.01 ether);
        vm.prank(alice);
        auction.withdraw();
        require(alice.balance == before + 0.01 ether, "paid other than the credit");
        require(auction.owed(alice) == 0 && address(auction).balance == 0.0105 ether, "credit left behind");
        vm.prank(alice);
        vm.expectRevert(FeaturedAuction.NothingToWithdraw.selector);
        auction.withdraw();
    }

    function test_creditsFromSeveralOutbidsAddUp() public {
        bidAs(alice, tokenA, 0.01 ether);
        bidAs(bob, tokenA, 0.0105 ether);
        bidAs(alice, tokenB, 0.02 ether);
        bidAs(bob, tokenA, 0.03 ether);
        require(auction.owed(alice) == 0.03 ether && auction.owed(bob) == 0.0105 ether, "credits");
        uint256 before = alice.balance;
        vm.prank(alice);
        auction.withdraw();
        require(alice.balance == before + 0.03 ether, "both credits paid");
    }

    function test_theLeaderCannotWithdrawTheLeadingBid() public {
        bidAs(alice, tokenA, 0.01 ether);
        vm.prank(alice);
        vm.expectRevert(FeaturedAuction.NothingToWithdraw.selector);
        auction.withdraw();
        // Raising its own bid, the leader is owed the bid it replaced, never the one leading.
        bidAs(alice, tokenB, 0.02 ether);
        require(auction.owed(alice) == 0.01 ether, "credit for the replaced bid");
        uint256 before = alice.balance;
        vm.prank(alice);
        auction.withdraw();
        require(alice.balance == before + 0.01 ether, "paid the leading bid");
        require(address(auction).balance == 0.02 ether, "the leading bid left");
        vm.prank(alice);
        vm.expectRevert(FeaturedAuction.NothingToWithdraw.selector);
        auction.withdraw();
    }

    function test_theAuctionRefusesEthOutsideABid() public {
        vm.prank(alice);
        (bool ok,) = address(auction).call{value: 1 ether}("");
        require(!ok && address(auction).balance == 0, "took plain ETH");
    }

    function test_aLateBidMovesTheEndToTenMinutesAfterIt() public {
        vm.warp(FIRST_END - 3 minutes);
        bidAs(alice, tokenA, 0.01 ether);
        require(endsAt() == FIRST_END + 7 minutes, "end not moved to ten minutes after the bid");
        // One second inside the last ten minutes is late.
        vm.warp(endsAt() - 10 minutes + 1);
        bidAs(bob, tokenA, 0.02 ether);
        require(endsAt() == FIRST_END + 7 minutes + 1, "one second inside");
    }

    function test_aBidBeforeTheLastTenMinutesLeavesTheEnd() public {
        bidAs(alice, tokenA, 0.01 ether);
        require(endsAt() == FIRST_END, "an early bid moved the end");
        vm.warp(FIRST_END - 1 hours);
        bidAs(bob, tokenA, 0.02 ether);
        require(endsAt() == FIRST_END, "a bid an hour before moved the end");
        vm.warp(FIRST_END - 10 minutes);
        bidAs(carol, tokenA, 0.03 ether);
        require(endsAt() == FIRST_END, "a bid ten minutes before moved the end");
    }

    function test_successiveLateBidsKeepExtending() public {
        address[3] memory bidders = [alice, bob, carol];
        for (uint256 i = 0; i < 6; i++) {
            uint256 end = endsAt();
            vm.warp(end - 1);
            bidAs(bidders[i % 3], tokenA, auction.minimumBid());
            require(endsAt() == end - 1 + 10 minutes, "not extended");
        }
        require(endsAt() == FIRST_END + 6 * (10 minutes - 1), "total extension");
        require(auctionDay() == FIRST_DAY, "an extension changed the day");
        // Past the midnight it started with, the auction is still open until its extended end.
        vm.warp(FIRST_END + 10 minutes);
        vm.expectRevert(abi.encodeWithSelector(FeaturedAuction.AuctionNotEnded.selector, endsAt()));
        auction.settle();
        vm.warp(endsAt());
        vm.prank(alice);
        vm.expectRevert(FeaturedAuction.AuctionEnded.selector);
        auction.bid{value: 10 ether}(tokenA);
    }

    /// @notice The featured day starts on time: however many late bids, the end stays within an hour of
    /// the scheduled end, a hard stop after which bids revert.
    function test_lateBidsNeverMoveTheEndPastAnHourAfterTheScheduledEnd() public {
        address[3] memory bidders = [alice, bob, carol];
        uint256 hardStop = FIRST_END + 60 minutes;
        // A bid a second before each end moves it by 9:59, six times; the seventh reaches the hard stop.
        for (uint256 i = 0; i < 7; i++) {
            vm.warp(endsAt() - 1);
            bidAs(bidders[i % 3], tokenA, auction.minimumBid());
        }
        require(endsAt() == hardStop, "the end is not the hard stop");
        // A bid in the hard stop's last second leaves it there, and says so.
        vm.warp(hardStop - 1);
        uint256 minimum = auction.minimumBid();
        vm.expectEmit();
        emit FeaturedAuction.BidPlaced(FIRST_DAY, alice, tokenB, minimum, hardStop);
        bidAs(alice, tokenB, minimum);
        require(endsAt() == hardStop, "moved past the hard stop");
        vm.warp(hardStop);
        vm.prank(bob);
        vm.expectRevert(FeaturedAuction.AuctionEnded.selector);
        auction.bid{value: 10 ether}(tokenA);
        auction.settle();
        require(auction.featuredToken(FIRST_DAY) == tokenB, "the last bid before the hard stop won");
    }

    /// @notice `featuredToken(day)` is the day's leader once its auction has ended, settled or not, and
    /// nothing before (while late bids run past midnight) or without a bid.
    function test_theLeaderIsFeaturedOnceTheAuctionHasEndedSettledOrNot() public {
        bidAs(alice, tokenA, 0.01 ether);
        vm.warp(FIRST_END - 1);
        bidAs(bob, tokenB, 0.02 ether);
        vm.warp(FIRST_END + 5 minutes);
        require(auction.featuredToken(FIRST_DAY) == address(0), "featured while the auction runs");
        vm.warp(FIRST_END + 10 minutes - 1);
        require(auction.featuredToken(FIRST_DAY) == tokenB, "the ended auction's leader, unsettled");
        require(auction.featuredToken(FIRST_DAY + 1) == address(0), "a day not sold yet");
        auction.settle();
        require(auction.featuredToken(FIRST_DAY) == tokenB, "the settled day");
        // The next auction's leader waits for its own end.
        bidAs(carol, tokenA, 0.01 ether);
        require(auction.featuredToken(FIRST_DAY + 1) == address(0), "featured before its end");
        vm.warp((FIRST_DAY + 1) * 1 days);
        require(auction.featuredToken(FIRST_DAY + 1) == tokenA, "not featured after its end");
        require(auction.featuredToken(FIRST_DAY) == tokenB, "the day before");
    }

    function test_anEndedAuctionWithoutBidsFeaturesNothing() public {
        vm.warp(FIRST_END + 2 hours);
        require(auction.featuredToken(FIRST_DAY) == address(0), "featured without a bid");
    }

    function test_settleBeforeTheEndReverts() public {
        vm.expectRevert(abi.encodeWithSelector(FeaturedAuction.AuctionNotEnded.selector, FIRST_END));
        auction.settle();
        vm.warp(FIRST_END - 1);
        vm.expectRevert(abi.encodeWithSelector(FeaturedAuction.AuctionNotEnded.selector, FIRST_END));
        auction.settle();
        // Extended, it is the new end that the revert names.
        bidAs(alice, tokenA, 0.01 ether);
        vm.warp(FIRST_END);
        vm.expectRevert(abi.encodeWithSelector(FeaturedAuction.AuctionNotEnded.selector, FIRST_END + 10 minutes - 1));
        auction.settle();
    }

    function test_anyoneSettlesAfterTheEnd() public {
        bidAs(alice, tokenA, 0.01 ether);
        bidAs(bob, tokenB, 0.02 ether);
        vm.warp(FIRST_END);
        vm.expectEmit();
        emit FeaturedAuction.AuctionSettled(FIRST_DAY, bob, tokenB, 0.02 ether);
        vm.prank(address(0x5E771E));
        auction.settle();
        require(auction.featuredToken(FIRST_DAY) == tokenB, "featured token");
        require(auction.owed(feeRecipient) == 0.02 ether, "fee recipient owed the winning bid");
        require(auction.owed(bob) == 0 && auction.owed(alice) == 0.01 ether, "bidders' credits");
        (uint256 day, address leader, address token, uint256 amount, uint256 end) = auction.currentAuction();
        require(day == FIRST_DAY + 1 && end == (FIRST_DAY + 1) * 1 days, "next auction");
        require(leader == address(0) && token == address(0) && amount == 0, "next auction starts empty");
        require(auction.minimumBid() == 0.01 ether, "next minimum");
        require(address(auction).balance == 0.03 ether, "ETH");
        // The fee recipient pulls its credit like anyone else; the next auction takes bids.
        vm.prank(feeRecipient);
        auction.withdraw();
        require(feeRecipient.balance == 0.02 ether, "fee paid");
        bidAs(carol, tokenA, 0.01 ether);
        require(auction.featuredToken(FIRST_DAY + 1) == address(0), "featured before settling");
    }

    function test_settleWithNoBidsFeaturesNothingAndOpensTheNext() public {
        vm.warp(FIRST_END + 1 hours);
        vm.expectEmit();
        emit FeaturedAuction.AuctionSettled(FIRST_DAY, address(0), address(0), 0);
        auction.settle();
        require(auction.featuredToken(FIRST_DAY) == address(0), "featured without a bid");
        require(auction.owed(feeRecipient) == 0, "fee without a bid");
        require(auctionDay() == FIRST_DAY + 1 && endsAt() == (FIRST_DAY + 1) * 1 days, "next auction");
        vm.expectRevert(abi.encodeWithSelector(FeaturedAuction.AuctionNotEnded.selector, (FIRST_DAY + 1) * 1 days));
        auction.settle();
    }

    function test_settlingDaysLateOpensTheDayAfterToday() public {
        bidAs(alice, tokenA, 0.01 ether);
        vm.warp(FIRST_END + 3 days + 5 hours);
        auction.settle();
        require(auction.featuredToken(FIRST_DAY) == tokenA, "the late-settled day");
        uint256 today = FIRST_DAY + 3;
        require(auctionDay() == today + 1 && endsAt() == (today + 1) * 1 days, "not the day after today");
        require(endsAt() == FIRST_END + 4 days, "end");
        for (uint256 day = FIRST_DAY + 1; day <= today + 1; day++) {
            require(auction.featuredToken(day) == address(0), "a skipped day featured");
        }
    }

    function test_settlingAnAuctionExtendedPastMidnightOpensTheNextDay() public {
        vm.warp(FIRST_END - 1);
        bidAs(alice, tokenA, 0.01 ether);
        vm.warp(FIRST_END + 10 minutes - 1);
        auction.settle();
        require(auction.featuredToken(FIRST_DAY) == tokenA, "featured");
        require(auctionDay() == FIRST_DAY + 1 && endsAt() == (FIRST_DAY + 1) * 1 days, "next auction");
    }

    function test_aBidderThatRefusesEthCannotBlockTheAuction() public {
        RefusingBidder refuser = new RefusingBidder(auction);
        vm.deal(address(refuser), 1 ether);
        refuser.bid(tokenA, 0.01 ether);
        bidAs(alice, tokenB, 0.0105 ether);
        require(auction.owed(address(refuser)) == 0.01 ether, "refuser's credit");
        bidAs(bob, tokenA, 0.02 ether);
        vm.warp(FIRST_END);
        auction.settle();
        require(auction.featuredToken(FIRST_DAY) == tokenA && auction.owed(feeRecipient) == 0.02 ether, "settled");
        bidAs(carol, tokenB, 0.01 ether);
        // Its own withdrawal fails, and the credit stays owed for when it can take ETH.
        vm.expectRevert(FeaturedAuction.TransferFailed.selector);
        refuser.withdraw();
        require(auction.owed(address(refuser)) == 0.01 ether, "credit lost");
        require(address(refuser).balance == 0.99 ether, "refuser's ETH");
        require(address(auction).balance == 0.01 ether + 0.0105 ether + 0.02 ether + 0.01 ether, "auction's ETH");
        // Others withdraw as usual.
        vm.prank(alice);
        auction.withdraw();
        require(auction.owed(alice) == 0, "alice");
    }

    function test_aWithdrawalReenteringWithdrawGetsNothingExtra() public {
        Reenterer attacker = new Reenterer(auction, tokenA);
        vm.deal(address(attacker), 1 ether);
        attacker.bid(0.01 ether);
        bidAs(alice, tokenA, 0.0105 ether);
        attacker.pull(Reenterer.Mode.Withdraw);
        require(attacker.attempts() == 1, "did not re-enter");
        require(
            keccak256(attacker.innerRevert())
                == keccak256(abi.encodeWithSelector(ReentrancyGuard.ReentrancyGuardReentrantCall.selector)),
            "the inner withdraw was not stopped by the guard"
        );
        require(address(attacker).balance == 1 ether, "paid other than its bid back");
        require(auction.owed(address(attacker)) == 0, "credit left");
        require(address(auction).balance == 0.0105 ether, "auction's ETH");
        vm.expectRevert(FeaturedAuction.NothingToWithdraw.selector);
        attacker.pull(Reenterer.Mode.None);
    }

    function test_aBidPlacedFromInsideAWithdrawalIsAccountedFor() public {
        Reenterer attacker = new Reenterer(auction, tokenA);
        vm.deal(address(attacker), 1 ether);
        attacker.bid(0.01 ether);
        bidAs(alice, tokenA, 0.0105 ether);
        // On its payout of 0.01 ETH it bids the next minimum, 0.011025 ETH.
        attacker.pull(Reenterer.Mode.Bid);
        require(attacker.attempts() == 1 && attacker.innerRevert().length == 0, "re-entered bid");
        (address leader,, uint256 amount) = leading();
        require(leader == address(attacker) && amount == 0.011025 ether, "the re-entered bid leads");
        require(auction.owed(address(attacker)) == 0 && auction.owed(alice) == 0.0105 ether, "credits");
        require(address(attacker).balance == 1 ether - 0.011025 ether, "attacker's ETH");
        require(address(auction).balance == amount + auction.owed(alice), "auction's ETH");
        require(alice.balance + address(attacker).balance + address(auction).balance == 101 ether, "ETH conserved");
    }
}

/// @notice The auction on the real LaunchFactory: a bid names a token the factory launched, nothing else.
contract FeaturedAuctionOnTheLaunchFactoryTest is LaunchFixture {
    FeaturedAuction internal auction;

    function setUp() public override {
        super.setUp();
        auction = new FeaturedAuction(factory, feeRecipient);
    }

    function test_onlyATokenTheFactoryLaunchedCanBeBidFor() public {
        // The same code with the same name deployed by someone else, WETH, a plain account.
        LaunchToken lookalike = new LaunchToken("Token", "TKN", address(uniswap), address(weth));
        address[3] memory strangers = [address(lookalike), address(weth), bob];
        for (uint256 i = 0; i < strangers.length; i++) {
            vm.prank(alice);
            vm.expectRevert(abi.encodeWithSelector(FeaturedAuction.NotLaunched.selector, strangers[i]));
            auction.bid{value: 1 ether}(strangers[i]);
        }
        vm.prank(alice);
        auction.bid{value: 0.01 ether}(address(token));
        (, address leader, address leading,,) = auction.currentAuction();
        require(leader == alice && leading == address(token), "a launched token");
    }
}

/// @notice A bidder contract whose receive() reverts: it can bid, never take ETH back.
contract RefusingBidder {
    FeaturedAuction internal immutable auction;

    constructor(FeaturedAuction auction_) {
        auction = auction_;
    }

    function bid(address token, uint256 amount) external {
        auction.bid{value: amount}(token);
    }

    function withdraw() external {
        auction.withdraw();
    }

    receive() external payable {
        revert("no ETH, thanks");
    }
}

/// @notice A bidder contract that, on the payout of its withdrawal, calls withdraw() or bid() again.
contract Reenterer {
    enum Mode {
        None,
        Withdraw,
        Bid
    }

    FeaturedAuction internal immutable auction;
    address internal immutable token;
    Mode internal mode;
    uint256 public attempts;
    bytes public innerRevert;

    constructor(FeaturedAuction auction_, address token_) {
        auction = auction_;
        token = token_;
    }

    function bid(uint256 amount) external {
        auction.bid{value: amount}(token);
    }

    function pull(Mode mode_) external {
        mode = mode_;
        auction.withdraw();
        mode = Mode.None;
    }

    receive() external payable {
        if (mode == Mode.None) return;
        attempts++;
        Mode current = mode;
        mode = Mode.None;
        if (current == Mode.Withdraw) {
            try auction.withdraw() {}
            catch (bytes memory reason) {
                innerRevert = reason;
            }
        } else {
            try auction.bid{value: auction.minimumBid()}(token) {}
            catch (bytes memory reason) {
                innerRevert = reason;
            }
        }
    }
}
