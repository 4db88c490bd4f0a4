// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Erc1271Wallet} from "../test-wallets/Erc1271Wallet.sol";
import {Erc1271WalletFactory} from "../test-wallets/Erc1271WalletFactory.sol";
import {WithVm} from "./Vm.sol";

/// @notice The contract wallet the services' sign-in, chat and referral tests sign with: valid exactly
/// for its owner's signatures, at the address its factory predicts.
contract Erc1271WalletTest is WithVm {
    bytes4 internal constant MAGIC = 0x1626ba7e;
    uint256 internal constant OWNER_KEY = 0xA11CE;

    function signature(uint256 key, bytes32 hash) internal pure returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, hash);
        return abi.encodePacked(r, s, v);
    }

    function test_acceptsItsOwnersSignature() public {
        Erc1271Wallet wallet = new Erc1271Wallet(vm.addr(OWNER_KEY));
        bytes32 hash = keccak256("gm");
        require(wallet.isValidSignature(hash, signature(OWNER_KEY, hash)) == MAGIC, "owner refused");
    }

    function testFuzz_refusesAnyoneElse(uint256 key, bytes32 hash) public {
        // Valid secp256k1 keys other than the owner's.
        vm.assume(key != 0 && key != OWNER_KEY && key < 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141);
        Erc1271Wallet wallet = new Erc1271Wallet(vm.addr(OWNER_KEY));
        require(wallet.isValidSignature(hash, signature(key, hash)) == 0xffffffff, "stranger accepted");
    }

    function test_factoryDeploysAtThePredictedAddressOnce() public {
        Erc1271WalletFactory factory = new Erc1271WalletFactory();
        address owner = vm.addr(OWNER_KEY);
        address predicted = factory.walletAddress(owner, bytes32(uint256(7)));
        require(predicted.code.length == 0, "exists before deploy");
        require(factory.deploy(owner, bytes32(uint256(7))) == predicted, "not where predicted");
        require(Erc1271Wallet(predicted).owner() == owner, "wrong owner");
        // Asked again (a verifier replaying an ERC-6492 signature): the same wallet, no revert.
        require(factory.deploy(owner, bytes32(uint256(7))) == predicted, "second deploy moved");
    }

    function test_refusesMalformedSignatures() public {
        Erc1271Wallet wallet = new Erc1271Wallet(vm.addr(OWNER_KEY));
        require(wallet.isValidSignature(keccak256("gm"), hex"1234") == 0xffffffff, "junk accepted");
    }
}
