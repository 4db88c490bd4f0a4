// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice What the featured auction asks of the launch factory: did it launch this token?
interface ILaunchRegistry {
    function isLaunched(address token) external view returns (bool);
}
