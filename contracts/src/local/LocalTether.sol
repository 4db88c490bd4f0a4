// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The local chain's USDT, with the quirks of Tether's token on mainnet (TetherToken) that
/// callers trip on: `transfer`, `transferFrom` and `approve` return nothing, so a caller that decodes a
/// bool from them fails; and `approve` refuses, with a bare revert, to change a non-zero allowance to
/// another non-zero value (set it to zero first). As there, an allowance of the maximum is never spent
/// down, and a balance or allowance too small reverts (an arithmetic panic here). TetherToken's owner,
/// pause, blacklist and fees (zero on mainnet) are left out. The whole supply goes to one holder, who
/// seeds its pairs, as for `LocalStablecoin`.
contract LocalTether {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;
    mapping(address owner => uint256) public balanceOf;
    mapping(address owner => mapping(address spender => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint8 tokenDecimals, address holder, uint256 supply) {
        (name, symbol, decimals, totalSupply) = (name_, symbol_, tokenDecimals, supply);
        balanceOf[holder] = supply;
        emit Transfer(address(0), holder, supply);
    }

    function transfer(address to, uint256 value) external {
        _move(msg.sender, to, value);
    }

    function transferFrom(address from, address to, uint256 value) external {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
    }

    /// @dev TetherToken's rule, as it words it: `require(!((_value != 0) && (allowed[msg.sender][_spender] != 0)))`.
    function approve(address spender, uint256 value) external {
        require(value == 0 || allowance[msg.sender][spender] == 0);
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
    }

    function _move(address from, address to, uint256 value) private {
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
