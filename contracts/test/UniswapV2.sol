// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {WithVm} from "./Vm.sol";

/// @notice Deploys the real Uniswap V2 (WETH9, Factory, Router02) from its published npm build
/// artifacts, unmodified, as the local chain does. (`vm.getCode` cannot read those artifacts: they
/// carry `bytecode` twice.)
abstract contract WithUniswapV2 is WithVm {
    function artifactBytecode(string memory path) internal view returns (bytes memory) {
        string memory json = vm.readFile(string.concat("../node_modules/@uniswap/", path));
        return vm.parseBytes(vm.parseJsonString(json, ".bytecode"));
    }

    function deployArtifact(string memory path, bytes memory constructorArgs) internal returns (address deployed) {
        bytes memory code = abi.encodePacked(artifactBytecode(path), constructorArgs);
        assembly {
            deployed := create(0, add(code, 32), mload(code))
        }
        require(deployed != address(0), path);
    }

    function deployUniswapV2() internal returns (address weth, address factory, address router) {
        weth = deployArtifact("v2-periphery/build/WETH9.json", "");
        factory = deployArtifact("v2-core/build/UniswapV2Factory.json", abi.encode(address(this)));
        router = deployArtifact("v2-periphery/build/UniswapV2Router02.json", abi.encode(factory, weth));
    }
}
