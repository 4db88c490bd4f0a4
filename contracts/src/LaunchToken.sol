// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {UniswapV2Address} from "./uniswap/IUniswapV2.sol";

/// @notice A launched token: 1B minted to its curve (the LaunchFactory that deploys it). The curve is
/// its built-in spender, so selling on the curve needs no approval transaction. Until the token
/// graduates nothing may be sent to its future Uniswap pair: tokens sitting there could set the
/// pair's first price before the curve's liquidity arrives.
contract LaunchToken is ERC20 {
    address public immutable curve;
    /// @notice The token's Uniswap V2 pair against wrapped ETH, at its CREATE2 address (it may not exist yet).
    address public immutable pair;
    bool public graduated;

    error OnlyCurve();
    error PairNotOpen(address pair);

    constructor(string memory name_, string memory symbol_, address uniswapFactory, address weth)
        ERC20(name_, symbol_)
    {
        curve = msg.sender;
        pair = UniswapV2Address.pairFor(uniswapFactory, address(this), weth);
        _mint(msg.sender, 1_000_000_000 ether);
    }

    /// @notice Called by the curve inside the buy that sells its last token, before it seeds the pair.
    function openPair() external {
        if (msg.sender != curve) revert OnlyCurve();
        graduated = true;
    }

    function allowance(address owner, address spender) public view override returns (uint256) {
        return spender == curve ? type(uint256).max : super.allowance(owner, spender);
    }

    function _spendAllowance(address owner, address spender, uint256 value) internal override {
        if (spender != curve) super._spendAllowance(owner, spender, value);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && !graduated) revert PairNotOpen(pair);
        super._update(from, to, value);
    }
}
