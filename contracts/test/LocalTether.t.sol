// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {LocalTether} from "../src/local/LocalTether.sol";
import {WithUniswapV2} from "./UniswapV2.sol";

/// @notice The local USDT behaves as Tether's token on mainnet where callers trip: no return values, and
/// no change from one non-zero allowance to another; and Uniswap V2 (Router02's TransferHelper, the
/// pair's own transfers) trades it all the same.
contract LocalTetherTest is WithUniswapV2 {
    event Transfer(address indexed from, address indexed to, uint256 value);

    LocalTether internal usdt;
    address internal holder = address(0x7EA5);
    address internal alice = address(0xA11CE);
    address internal bob = address(0xB0B);

    function setUp() public {
        vm.expectEmit();
        emit Transfer(address(0), holder, 1_000_000e6);
        usdt = new LocalTether("Tether USD", "USDT", 6, holder, 1_000_000e6);
    }

    /// @dev Calls the token as `from` and answers its return data (reverting with its revert).
    function callAs(address from, bytes memory data) internal returns (bytes memory returned) {
        vm.prank(from);
        bool ok;
        (ok, returned) = address(usdt).call(data);
        require(ok, "reverted");
    }

    function test_theWholeSupplyGoesToTheHolderWithSixDecimals() public view {
        require(usdt.totalSupply() == 1_000_000e6 && usdt.balanceOf(holder) == 1_000_000e6, "supply");
        require(usdt.decimals() == 6 && keccak256(bytes(usdt.symbol())) == keccak256("USDT"), "metadata");
    }

    function test_transferTransferFromAndApproveReturnNothing() public {
        require(callAs(holder, abi.encodeCall(usdt.transfer, (alice, 10e6))).length == 0, "transfer returned");
        require(callAs(alice, abi.encodeCall(usdt.approve, (bob, 4e6))).length == 0, "approve returned");
        require(callAs(bob, abi.encodeCall(usdt.transferFrom, (alice, bob, 3e6))).length == 0, "transferFrom returned");
        require(usdt.balanceOf(alice) == 7e6 && usdt.balanceOf(bob) == 3e6, "balances");
        require(usdt.allowance(alice, bob) == 1e6, "allowance spent");
    }

    function test_approveRefusesToChangeANonZeroAllowanceToAnotherNonZeroValue() public {
        vm.startPrank(alice);
        usdt.approve(bob, 5e6);
        // A bare revert, as TetherToken's `require` without a message.
        vm.expectRevert(bytes(""));
        usdt.approve(bob, 6e6);
        require(usdt.allowance(alice, bob) == 5e6, "changed");
        // Through zero, it changes; zero is always accepted.
        usdt.approve(bob, 0);
        usdt.approve(bob, 6e6);
        usdt.approve(bob, 0);
        usdt.approve(bob, 0);
        vm.stopPrank();
        require(usdt.allowance(alice, bob) == 0, "allowance");
    }

    function test_anAllowanceOfTheMaximumIsNeverSpentDown() public {
        vm.prank(holder);
        usdt.approve(bob, type(uint256).max);
        vm.prank(bob);
        usdt.transferFrom(holder, bob, 1e6);
        require(usdt.allowance(holder, bob) == type(uint256).max, "spent down");
    }

    function test_tooSmallABalanceOrAllowanceReverts() public {
        vm.prank(alice);
        vm.expectRevert();
        usdt.transfer(bob, 1);
        vm.prank(holder);
        usdt.approve(bob, 1e6);
        vm.prank(bob);
        vm.expectRevert();
        usdt.transferFrom(holder, bob, 1e6 + 1);
    }

    /// @notice Liquidity added and a swap through Router02 (its TransferHelper accepts an empty return),
    /// and the swap back out of the pair (whose own transfer accepts it too).
    function test_router02AddsLiquidityAndSwapsIt() public {
        (address weth, address factory, address router) = deployUniswapV2();
        vm.deal(holder, 10 ether);
        vm.startPrank(holder);
        usdt.approve(router, type(uint256).max);
        (bool added,) = router.call{value: 10 ether}(
            abi.encodeWithSignature(
                "addLiquidityETH(address,uint256,uint256,uint256,address,uint256)",
                address(usdt), 30_000e6, 0, 0, holder, block.timestamp
            )
        );
        require(added, "addLiquidityETH");
        usdt.transfer(alice, 3_000e6);
        vm.stopPrank();
        (, bytes memory pairData) = factory.call(abi.encodeWithSignature("getPair(address,address)", address(usdt), weth));
        address pair = abi.decode(pairData, (address));
        require(usdt.balanceOf(pair) == 30_000e6, "liquidity");

        address[] memory path = new address[](2);
        (path[0], path[1]) = (address(usdt), weth);
        vm.startPrank(alice);
        usdt.approve(router, 3_000e6);
        (bool sold,) = router.call(
            abi.encodeWithSignature(
                "swapExactTokensForETH(uint256,uint256,address[],address,uint256)",
                3_000e6, 1, path, alice, block.timestamp
            )
        );
        require(sold && alice.balance > 0.8 ether && usdt.balanceOf(alice) == 0, "sold USDT for ETH");
        (path[0], path[1]) = (weth, address(usdt));
        (bool bought,) = router.call{value: 0.5 ether}(
            abi.encodeWithSignature(
                "swapExactETHForTokens(uint256,address[],address,uint256)", 1, path, alice, block.timestamp
            )
        );
        vm.stopPrank();
        require(bought && usdt.balanceOf(alice) > 1_000e6, "bought USDT with ETH");
        require(usdt.allowance(alice, router) == 0, "the router spent the allowance");
    }
}
