// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {ILaunchRegistry} from "./ILaunchRegistry.sol";

/// @notice The daily auction for the next UTC day's featured slot. A bid names a launched token; it must
/// be at least 0.01 ETH and 5% over the leader; a bid in the last 10 minutes moves the end to 10
/// minutes after it, but never more than 60 minutes past the scheduled end (the start of the day
/// sold), so the featured day starts on time. The day's leader is featured as soon as its auction
/// has ended, settled or not. Outbid bidders withdraw their ETH themselves (it is never pushed, so a
/// bidder that refuses ETH can only hurt itself). Anyone settles after the end. The contract always
/// holds exactly the leader's bid plus everything owed.
contract FeaturedAuction is ReentrancyGuard {
    uint256 public constant MINIMUM_BID = 0.01 ether;
    uint256 public constant RAISE_PERCENT = 5;
    uint256 public constant EXTENSION = 10 minutes;
    /// @notice The hard stop: no bid moves the end further past the scheduled end than this.
    uint256 public constant MAX_OVERTIME = 60 minutes;

    ILaunchRegistry public immutable launches;
    address public immutable feeRecipient;

    uint256 private openDay;
    address private leader;
    address private leaderToken;
    uint256 private leaderAmount;
    uint256 private endsAt;

    mapping(address bidder => uint256) public owed;
    mapping(uint256 day => address token) private settledToken;

    event BidPlaced(uint256 indexed day, address indexed bidder, address indexed token, uint256 amount, uint256 endsAt);
    event AuctionSettled(uint256 indexed day, address indexed winner, address indexed token, uint256 amount);
    event Withdrawn(address indexed bidder, uint256 amount);

    error BidTooLow(uint256 minimum);
    error NotLaunched(address token);
    error AuctionEnded();
    error AuctionNotEnded(uint256 endsAt);
    error NothingToWithdraw();
    error TransferFailed();
    error ZeroAddress();

    constructor(ILaunchRegistry launches_, address feeRecipient_) {
        if (address(launches_) == address(0) || feeRecipient_ == address(0)) revert ZeroAddress();
        launches = launches_;
        feeRecipient = feeRecipient_;
        _open();
    }

    /// @notice The auction open for bids: `day` (UTC days since 1970) is the day whose slot it sells.
    function currentAuction()
        external
        view
        returns (uint256 day_, address leader_, address token, uint256 amount, uint256 endsAt_)
    {
        return (openDay, leader, leaderToken, leaderAmount, endsAt);
    }

    function minimumBid() public view returns (uint256) {
        if (leader == address(0)) return MINIMUM_BID;
        return leaderAmount + (leaderAmount * RAISE_PERCENT + 99) / 100;
    }

    function bid(address token) external payable {
        if (block.timestamp >= endsAt) revert AuctionEnded();
        if (!launches.isLaunched(token)) revert NotLaunched(token);
        uint256 minimum = minimumBid();
        if (msg.value < minimum) revert BidTooLow(minimum);
        if (leader != address(0)) owed[leader] += leaderAmount;
        (leader, leaderToken, leaderAmount) = (msg.sender, token, msg.value);
        if (endsAt - block.timestamp < EXTENSION) {
            uint256 hardStop = openDay * 1 days + MAX_OVERTIME;
            uint256 extended = block.timestamp + EXTENSION;
            endsAt = extended < hardStop ? extended : hardStop;
        }
        emit BidPlaced(openDay, msg.sender, token, msg.value, endsAt);
    }

    function withdraw() external nonReentrant {
        uint256 amount = owed[msg.sender];
        if (amount == 0) revert NothingToWithdraw();
        owed[msg.sender] = 0;
        emit Withdrawn(msg.sender, amount);
        (bool ok,) = msg.sender.call{value: amount}("");
        if (!ok) revert TransferFailed();
    }

    /// @notice The token featured on `day`: its auction's leader once that auction has ended, settled or
    /// not (the services feature the same); zero when nobody bid for it or its auction has not ended.
    function featuredToken(uint256 day) external view returns (address token) {
        if (day == openDay) return block.timestamp >= endsAt ? leaderToken : address(0);
        return settledToken[day];
    }

    /// @notice Keeps the winner's token for the auction's day, owes the winning bid to the fee recipient
    /// (pulled like any other credit, so it cannot block this), and opens the next auction.
    function settle() external {
        if (block.timestamp < endsAt) revert AuctionNotEnded(endsAt);
        settledToken[openDay] = leaderToken;
        owed[feeRecipient] += leaderAmount;
        emit AuctionSettled(openDay, leader, leaderToken, leaderAmount);
        _open();
    }

    /// @dev The auction for the day after the current UTC day, ending when the current UTC day ends.
    /// Settling at or after an end (the start of the day sold) always opens a later day.
    function _open() private {
        uint256 today = block.timestamp / 1 days;
        (openDay, leader, leaderToken, leaderAmount, endsAt) = (today + 1, address(0), address(0), 0, (today + 1) * 1 days);
    }
}
