// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {Erc1271Wallet} from "./Erc1271Wallet.sol";

/// @notice Deploys an Erc1271Wallet at an address known before it exists (CREATE2), the way smart
/// accounts are: an ERC-6492 signature names this factory and `deploy`'s calldata.
contract Erc1271WalletFactory {
    function deploy(address owner, bytes32 salt) external returns (address wallet) {
        wallet = walletAddress(owner, salt);
        // A verifier may call this for a wallet that exists by then: answer it instead of reverting.
        if (wallet.code.length == 0) new Erc1271Wallet{salt: salt}(owner);
    }

    function walletAddress(address owner, bytes32 salt) public view returns (address) {
        bytes memory init = abi.encodePacked(type(Erc1271Wallet).creationCode, abi.encode(owner));
        return Create2.computeAddress(salt, keccak256(init));
    }
}
