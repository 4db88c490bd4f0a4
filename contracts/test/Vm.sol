// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The Forge cheatcodes our tests use, declared here rather than through forge-std: the npm
/// registry, our only source, carries only an old unofficial forge-std.
interface Vm {
    function addr(uint256 privateKey) external pure returns (address);
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
    function assume(bool condition) external pure;
    function deal(address account, uint256 newBalance) external;
    function prank(address sender) external;
    function startPrank(address sender) external;
    function stopPrank() external;
    function warp(uint256 newTimestamp) external;
    function expectRevert(bytes calldata revertData) external;
    function expectRevert(bytes4 revertData) external;
    function expectRevert() external;
    function readFile(string calldata path) external view returns (string memory);
    function parseJsonString(string calldata json, string calldata key) external pure returns (string memory);
    function parseBytes(string calldata value) external pure returns (bytes memory);
    function etch(address target, bytes calldata newRuntimeBytecode) external;
    function expectEmit() external;
    function parseJsonUintArray(string calldata json, string calldata key) external pure returns (uint256[] memory);
    function label(address account, string calldata newLabel) external;
}

/// @notice The cheatcode address every Forge test reaches the VM through.
abstract contract WithVm {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
}
