// Finds a Foundry binary (anvil, forge), or installs it, and says what it does.
// Order: <NAME>_PATH, the binary on PATH, the one in tools/<name>; when none, `npm install` in tools/<name>.
//
// Each tool lives in tools/<name>, installed without a lockfile, not in the root package.json: the
// registry here lacks other platforms' optional binaries, so a root lockfile could not list them all.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `@foundry-rs/<name>` ships one optional package per platform, named with Go-style architectures. */
const PLATFORM_PACKAGES = {
  'linux-x64': 'linux-amd64',
  'linux-arm64': 'linux-arm64',
  'darwin-x64': 'darwin-amd64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'win32-amd64',
};

function executable(path) {
  try {
    accessSync(path, process.platform === 'win32' ? constants.F_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `installed()` finds the binary without installing anything (synchronous); `find()` installs it when missing. */
export function foundryTool(name) {
  const toolsDir = fileURLToPath(new URL(`../../tools/${name}`, import.meta.url));
  const exe = process.platform === 'win32' ? `${name}.exe` : name;
  const envVar = `${name.toUpperCase()}_PATH`;

  const onPath = () => {
    for (const dir of (process.env.PATH ?? '').split(delimiter)) {
      const candidate = dir && join(dir, exe);
      if (candidate && executable(candidate)) return resolve(candidate);
    }
    return undefined;
  };

  const inTools = () => {
    const suffix = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
    if (!suffix) return undefined;
    const binary = join(toolsDir, 'node_modules', '@foundry-rs', `${name}-${suffix}`, 'bin', exe);
    return executable(binary) ? binary : undefined;
  };

  const installed = () => {
    const fromEnv = process.env[envVar];
    if (fromEnv) {
      if (existsSync(fromEnv)) return resolve(fromEnv);
      throw new Error(`${envVar}=${fromEnv} does not exist`);
    }
    return onPath() ?? inTools();
  };

  const find = async () => {
    const found = installed();
    if (found) return found;
    // --ignore-scripts: the package's postinstall would fetch the platform binary itself, which the
    // optional platform package already brings.
    const args = ['install', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts'];
    console.log(
      `${name}: none found (${envVar}, PATH, tools/${name}) — running npm ${args.join(' ')} in tools/${name}`,
    );
    const npm = spawnSync('npm', args, { cwd: toolsDir, stdio: 'inherit', shell: process.platform === 'win32' });
    const done = npm.status === 0 ? inTools() : undefined;
    if (done) return done;
    throw new Error(
      `${name}: could not install @foundry-rs/${name} for ${process.platform}-${process.arch} in tools/${name}; ` +
        `install Foundry (https://getfoundry.sh) or set ${envVar} to a ${name} binary`,
    );
  };

  return { installed, find };
}
