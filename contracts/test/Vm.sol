// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The few Forge cheatcodes our tests use, declared here rather than through forge-std: the
/// npm registry, our only source, carries only an old unofficial forge-std.
interface Vm {
    function addr(uint256 privateKey) external pure returns (address);
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
    function assume(bool condition) external pure;
}

/// @notice The cheatcode address every Forge test reaches the VM through.
abstract contract WithVm {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
}
