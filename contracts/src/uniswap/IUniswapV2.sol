// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The parts of Uniswap V2 (deployed from its published artifacts) the launch factory uses.
interface IUniswapV2Factory {
    function getPair(address tokenA, address tokenB) external view returns (address pair);
    function createPair(address tokenA, address tokenB) external returns (address pair);
}

interface IUniswapV2Pair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function token0() external view returns (address);
    function sync() external;
    function mint(address to) external returns (uint256 liquidity);
}

interface IWETH {
    function deposit() external payable;
    function transfer(address to, uint256 value) external returns (bool);
}

/// @notice Where Uniswap V2 puts the pair of two tokens: a CREATE2 address from the factory, the sorted
/// tokens and the pair's init code hash (the one Router02 is built with).
library UniswapV2Address {
    bytes32 internal constant PAIR_INIT_CODE_HASH = 0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f;

    function pairFor(address factory, address tokenA, address tokenB) internal pure returns (address) {
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        bytes32 salt = keccak256(abi.encodePacked(token0, token1));
        return address(uint160(uint256(keccak256(abi.encodePacked(hex"ff", factory, salt, PAIR_INIT_CODE_HASH)))));
    }
}
