// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice The local chain's stand-in for a stablecoin (USDC, USDT): a plain ERC-20 with its real
/// decimals, the whole supply minted to one holder who seeds its WETH pair. The swap service prices
/// ETH in dollars from that pair, as it would from the real one.
contract LocalStablecoin is ERC20 {
    uint8 private immutable decimals_;

    constructor(string memory name_, string memory symbol_, uint8 tokenDecimals, address holder, uint256 supply)
        ERC20(name_, symbol_)
    {
        decimals_ = tokenDecimals;
        _mint(holder, supply);
    }

    function decimals() public view override returns (uint8) {
        return decimals_;
    }
}
