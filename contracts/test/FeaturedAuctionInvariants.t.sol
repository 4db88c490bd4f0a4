// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {FeaturedAuction} from "../src/FeaturedAuction.sol";
import {FeaturedAuctionFixture, RefusingBidder} from "./FeaturedAuction.t.sol";
import {Vm} from "./Vm.sol";

/// @notice Fuzzed bids: below the minimum reverts naming it, at or above leads; a bid moves the end
/// exactly when it lands in the last ten minutes, never past the hard stop; the end closes bidding;
/// settling always opens the day after the current one.
contract FeaturedAuctionFuzzTest is FeaturedAuctionFixture {
    /// @dev No leader (seed % 4 == 0) or a leading bid of 0.01 ETH to 100 ETH; returns it (0 for none).
    function lead(uint256 seed) internal returns (uint256 amount) {
        if (seed % 4 == 0) return 0;
        amount = 0.01 ether + seed % 100 ether;
        vm.deal(carol, amount);
        bidAs(carol, tokenA, amount);
    }

    function testFuzz_aBidBelowTheMinimumRevertsNamingIt(uint256 leadSeed, uint256 amount) public {
        uint256 leader = lead(leadSeed);
        uint256 minimum = auction.minimumBid();
        require(minimum == (leader == 0 ? 0.01 ether : (leader * 105 + 99) / 100), "minimum");
        amount = amount % minimum;
        vm.deal(alice, amount);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FeaturedAuction.BidTooLow.selector, minimum));
        auction.bid{value: amount}(tokenB);
    }

    function testFuzz_aBidAtOrAboveTheMinimumLeads(uint256 leadSeed, uint256 extra) public {
        uint256 leader = lead(leadSeed);
        uint256 amount = auction.minimumBid() + extra % 1_000 ether;
        vm.deal(alice, amount);
        bidAs(alice, tokenB, amount);
        (address newLeader, address token, uint256 leadingAmount) = leading();
        require(newLeader == alice && token == tokenB && leadingAmount == amount, "did not lead");
        require(auction.owed(carol) == leader && alice.balance == 0, "credit of the outbid");
        require(address(auction).balance == amount + leader, "ETH");
    }

    function testFuzz_aBidMovesTheEndOnlyInsideTheLastTenMinutes(uint256 left, bool extendFirst) public {
        if (extendFirst) {
            vm.warp(FIRST_END - 1);
            bidAs(carol, tokenA, 0.01 ether);
        }
        uint256 end = endsAt();
        left = 1 + left % (end - block.timestamp);
        vm.warp(end - left);
        bidAs(alice, tokenB, auction.minimumBid());
        uint256 extended = block.timestamp + 10 minutes;
        uint256 hardStop = FIRST_END + 60 minutes;
        uint256 expected = left < 10 minutes ? (extended < hardStop ? extended : hardStop) : end;
        require(endsAt() == expected, "end");
        require(endsAt() >= end, "the end moved earlier");
    }

    /// @dev Sixteen late bids, each 1 to 599 seconds before the end it finds: each moves the end ten
    /// minutes past it until the hard stop, an hour past the scheduled end, which none moves.
    function testFuzz_lateBidsNeverMoveTheEndPastTheHardStop(uint256 seed) public {
        uint256 hardStop = FIRST_END + 60 minutes;
        address[2] memory bidders = [alice, bob];
        for (uint256 i = 0; i < 16; i++) {
            uint256 left = 1 + uint256(keccak256(abi.encode(seed, i))) % (10 minutes - 1);
            vm.warp(endsAt() - left);
            bidAs(bidders[i % 2], tokenA, auction.minimumBid());
            uint256 extended = block.timestamp + 10 minutes;
            require(endsAt() == (extended < hardStop ? extended : hardStop), "end");
        }
    }

    function testFuzz_aBidAtOrAfterTheEndReverts(uint256 late, bool extendFirst) public {
        if (extendFirst) {
            vm.warp(FIRST_END - 1 minutes);
            bidAs(carol, tokenA, 0.01 ether);
        }
        vm.warp(endsAt() + late % 1_000 days);
        vm.prank(alice);
        vm.expectRevert(FeaturedAuction.AuctionEnded.selector);
        auction.bid{value: 1 ether}(tokenB);
    }

    function testFuzz_settlingOpensTheDayAfterToday(uint256 late) public {
        bidAs(alice, tokenA, 0.01 ether);
        vm.warp(FIRST_END + late % 1_000 days);
        auction.settle();
        uint256 today = block.timestamp / 1 days;
        require(auctionDay() == today + 1 && endsAt() == (today + 1) * 1 days, "next auction");
        require(endsAt() > block.timestamp, "opened already ended");
        require(auction.featuredToken(FIRST_DAY) == tokenA, "featured");
    }
}

/// @notice Random bids (some too low, some on unlaunched tokens, some late), withdrawals, settlements
/// and clock moves by four bidders, a bidder that refuses ETH and the fee recipient. Each call states the
/// outcome it expects (the exact revert or the exact state after) and reverts otherwise, which the
/// invariants below, run with fail_on_revert, turn into failures.
contract AuctionHandler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    address internal constant UNLAUNCHED = address(0xDEAD);
    address internal constant STRANGER = address(0x5E771E);
    uint256 internal constant START_BALANCE = 100 ether;

    FeaturedAuction internal immutable auction;
    address internal immutable feeRecipient;
    address internal immutable refuser;
    address[3] internal tokens;
    /// @dev The bidders, then the fee recipient: every account that can be owed.
    address[] public actors;

    /// @dev Ghosts: all ETH dealt to actors, the credits the rules say each is owed, the highest day
    /// seen and whether it ever went back, the last successful bid's time, each settled day's winner.
    uint256 public dealt;
    mapping(address account => uint256) public expectedOwed;
    uint256 public lastDay;
    bool public dayWentBack;
    uint256 public lastBidAt;
    uint256[] public settledDays;
    mapping(uint256 day => address token) public winningToken;
    uint256 public bids;
    uint256 public lateBids;
    uint256 public settlements;
    uint256 public withdrawals;

    constructor(FeaturedAuction auction_, address[3] memory tokens_, address refuser_) {
        auction = auction_;
        feeRecipient = auction_.feeRecipient();
        refuser = refuser_;
        tokens = tokens_;
        actors = [address(0x1001), address(0x1002), address(0x1003), address(0x1004), refuser_, feeRecipient];
        for (uint256 i = 0; i < 5; i++) {
            vm.deal(actors[i], START_BALANCE);
            dealt += START_BALANCE;
        }
        (lastDay,,,,) = auction.currentAuction();
    }

    modifier tracked() {
        _;
        (uint256 day,,,,) = auction.currentAuction();
        if (day < lastDay) dayWentBack = true;
        lastDay = day;
    }

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    function settledCount() external view returns (uint256) {
        return settledDays.length;
    }

    function bid(uint256 who, uint256 which, uint256 amount) external tracked {
        address bidder = actors[who % 5];
        address token = which % 5 == 4 ? UNLAUNCHED : tokens[which % 3];
        (uint256 day, address leader,, uint256 leadingAmount, uint256 end) = auction.currentAuction();
        uint256 minimum = auction.minimumBid();
        bool tooLow = amount % 8 == 0;
        amount = tooLow ? amount % minimum : minimum + amount % 1 ether;
        if (bidder.balance < amount) {
            dealt += amount;
            vm.deal(bidder, bidder.balance + amount);
        }
        uint256 before = bidder.balance;
        vm.prank(bidder);
        if (block.timestamp >= end) {
            vm.expectRevert(FeaturedAuction.AuctionEnded.selector);
        } else if (token == UNLAUNCHED) {
            vm.expectRevert(abi.encodeWithSelector(FeaturedAuction.NotLaunched.selector, token));
        } else if (tooLow) {
            vm.expectRevert(abi.encodeWithSelector(FeaturedAuction.BidTooLow.selector, minimum));
        }
        auction.bid{value: amount}(token);
        if (block.timestamp >= end || token == UNLAUNCHED || tooLow) {
            require(bidder.balance == before, "a refused bid took ETH");
            return;
        }
        if (leader != address(0)) expectedOwed[leader] += leadingAmount;
        bool late = end - block.timestamp < 10 minutes;
        (uint256 dayAfter, address leaderAfter, address tokenAfter, uint256 amountAfter, uint256 endAfter) =
            auction.currentAuction();
        require(dayAfter == day && leaderAfter == bidder && tokenAfter == token && amountAfter == amount, "leader");
        require(endAfter == (late ? lateEnd(day) : end), "end");
        require(bidder.balance == before - amount, "bid paid other than its amount");
        lastBidAt = block.timestamp;
        bids++;
        if (late) lateBids++;
    }

    /// @dev Where a late bid now moves the end: ten minutes on, at most an hour past the day's start.
    function lateEnd(uint256 day) internal view returns (uint256) {
        uint256 extended = block.timestamp + 10 minutes;
        uint256 hardStop = day * 1 days + 60 minutes;
        return extended < hardStop ? extended : hardStop;
    }

    function withdraw(uint256 who) external tracked {
        address account = actors[who % actors.length];
        uint256 amount = auction.owed(account);
        uint256 before = account.balance;
        vm.prank(account);
        if (amount == 0) {
            vm.expectRevert(FeaturedAuction.NothingToWithdraw.selector);
        } else if (account == refuser) {
            vm.expectRevert(FeaturedAuction.TransferFailed.selector);
        }
        auction.withdraw();
        if (amount == 0 || account == refuser) {
            require(auction.owed(account) == amount && account.balance == before, "a failed withdrawal moved ETH");
            return;
        }
        require(account.balance == before + amount && auction.owed(account) == 0, "paid other than owed");
        expectedOwed[account] = 0;
        withdrawals++;
    }

    function settle(uint256 caller) external tracked {
        (uint256 day, address leader, address token, uint256 amount, uint256 end) = auction.currentAuction();
        // A stranger, or any actor: settling is open to all.
        vm.prank(caller % 2 == 0 ? STRANGER : actors[caller / 2 % actors.length]);
        if (block.timestamp < end) {
            vm.expectRevert(abi.encodeWithSelector(FeaturedAuction.AuctionNotEnded.selector, end));
            auction.settle();
            return;
        }
        auction.settle();
        if (leader != address(0)) expectedOwed[feeRecipient] += amount;
        settledDays.push(day);
        winningToken[day] = token;
        settlements++;
        uint256 today = block.timestamp / 1 days;
        (uint256 next, address nextLeader,, uint256 nextAmount, uint256 nextEnd) = auction.currentAuction();
        require(next == today + 1 && next > day && nextEnd == next * 1 days, "next auction");
        require(nextLeader == address(0) && nextAmount == 0, "next auction starts with a leader");
    }

    /// @dev Moves the clock: a few minutes, up to a day, or to near (or past) the end.
    function warp(uint256 seed) external tracked {
        uint256 kind = seed % 3;
        seed /= 3;
        if (kind == 0) {
            vm.warp(block.timestamp + 1 + seed % 15 minutes);
        } else if (kind == 1) {
            vm.warp(block.timestamp + 1 + seed % 1 days);
        } else {
            (,,,, uint256 end) = auction.currentAuction();
            uint256 target = end + seed % 2 hours;
            if (target > 30 minutes) target -= 30 minutes;
            if (target > block.timestamp) vm.warp(target);
        }
    }
}

contract FeaturedAuctionInvariantTest is FeaturedAuctionFixture {
    AuctionHandler internal handler;

    function setUp() public override {
        super.setUp();
        RefusingBidder refuser = new RefusingBidder(auction);
        handler = new AuctionHandler(auction, [tokenA, tokenB, address(0x7C)], address(refuser));
        registry.setLaunched(address(0x7C), true);
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @notice The auction holds exactly the leading bid plus every credit, the fee recipient's included.
    /// forge-config: default.invariant.runs = 128
    /// forge-config: default.invariant.depth = 64
    /// forge-config: default.invariant.fail_on_revert = true
    function invariant_holdsTheLeadingBidPlusEverythingOwed() public view {
        (,,, uint256 leadingAmount,) = auction.currentAuction();
        uint256 owed;
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            owed += auction.owed(handler.actors(i));
        }
        require(address(auction).balance == leadingAmount + owed, "ETH unaccounted for");
    }

    /// @notice Each account is owed exactly what the rules credited it (outbid bids, won bids for the fee
    /// recipient) less what it withdrew.
    /// forge-config: default.invariant.runs = 128
    /// forge-config: default.invariant.depth = 64
    /// forge-config: default.invariant.fail_on_revert = true
    function invariant_owedFollowsTheRules() public view {
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            address account = handler.actors(i);
            require(auction.owed(account) == handler.expectedOwed(account), "credit");
        }
    }

    /// @notice No ETH appears or vanishes: the actors and the auction hold all that was dealt.
    /// forge-config: default.invariant.runs = 128
    /// forge-config: default.invariant.depth = 64
    /// forge-config: default.invariant.fail_on_revert = true
    function invariant_ethIsConserved() public view {
        uint256 held = address(auction).balance;
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            held += handler.actors(i).balance;
        }
        require(held == handler.dealt(), "ETH not conserved");
    }

    /// @notice The minimum is never under 0.01 ETH, and above a leader it is over the leading bid.
    /// forge-config: default.invariant.runs = 128
    /// forge-config: default.invariant.depth = 64
    /// forge-config: default.invariant.fail_on_revert = true
    function invariant_theMinimumIsAtLeastOneHundredthOfAnEther() public view {
        (, address leader,, uint256 leadingAmount,) = auction.currentAuction();
        uint256 minimum = auction.minimumBid();
        require(minimum >= 0.01 ether, "minimum under 0.01 ETH");
        require(leader == address(0) ? leadingAmount == 0 : minimum > leadingAmount, "minimum under the leader");
    }

    /// @notice Either the auction is live (its end ahead; a bid is refused only for its amount; settling
    /// says it has not ended) or it awaits settlement (a bid says it ended; settling does not say it has
    /// not ended). The end is the sold day's midnight, ten minutes after the last late bid, or the hard
    /// stop an hour past midnight.
    /// forge-config: default.invariant.runs = 128
    /// forge-config: default.invariant.depth = 64
    /// forge-config: default.invariant.fail_on_revert = true
    function invariant_liveOrAwaitingSettlement() public {
        (uint256 day,,,, uint256 end) = auction.currentAuction();
        (bool bidOk, bytes memory bidRevert) = address(auction).call(abi.encodeCall(FeaturedAuction.bid, (tokenA)));
        (bool settleOk, bytes memory settleRevert) =
            address(auction).staticcall(abi.encodeCall(FeaturedAuction.settle, ()));
        require(!bidOk && !settleOk, "a call that should revert went through");
        bytes memory notEnded = abi.encodeWithSelector(FeaturedAuction.AuctionNotEnded.selector, end);
        if (end > block.timestamp) {
            bytes memory tooLow = abi.encodeWithSelector(FeaturedAuction.BidTooLow.selector, auction.minimumBid());
            require(keccak256(bidRevert) == keccak256(tooLow), "a live auction refused a bid for its time");
            require(keccak256(settleRevert) == keccak256(notEnded), "a live auction settles");
        } else {
            bytes memory ended = abi.encodeWithSelector(FeaturedAuction.AuctionEnded.selector);
            require(keccak256(bidRevert) == keccak256(ended), "bids after the end");
            require(keccak256(settleRevert) != keccak256(notEnded), "an ended auction does not settle");
        }
        require(end >= day * 1 days, "ends before the day it sells");
        require(end <= day * 1 days + 60 minutes, "ends past the hard stop");
        require(
            end == day * 1 days || end == handler.lastBidAt() + 10 minutes || end == day * 1 days + 60 minutes,
            "an end no rule set"
        );
    }

    /// @notice The open auction's day features nothing while it runs, and its leader once it has ended,
    /// before anyone settles it.
    /// forge-config: default.invariant.runs = 128
    /// forge-config: default.invariant.depth = 64
    /// forge-config: default.invariant.fail_on_revert = true
    function invariant_theEndedAuctionsLeaderIsFeatured() public view {
        (uint256 day,, address token,, uint256 end) = auction.currentAuction();
        address expected = end > block.timestamp ? address(0) : token;
        require(auction.featuredToken(day) == expected, "featured other than the ended auction's leader");
    }

    /// @notice The day sold never goes back, and each settlement featured its winner's token.
    /// forge-config: default.invariant.runs = 128
    /// forge-config: default.invariant.depth = 64
    /// forge-config: default.invariant.fail_on_revert = true
    function invariant_theDayNeverDecreases() public view {
        (uint256 day,,,,) = auction.currentAuction();
        require(!handler.dayWentBack() && day >= handler.lastDay(), "the day went back");
        uint256 previous;
        for (uint256 i = 0; i < handler.settledCount(); i++) {
            uint256 settled = handler.settledDays(i);
            require(settled > previous && settled < day, "a day settled twice or out of order");
            require(auction.featuredToken(settled) == handler.winningToken(settled), "featured other than the winner");
            previous = settled;
        }
    }
}
