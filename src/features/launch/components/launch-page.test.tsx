import { metadataHash } from '@interface/metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parseEther, UserRejectedRequestError } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBlock } from 'wagmi/actions';
import { ApiError } from '@/lib/api-error';
import { switchToAppChain } from '@/lib/switch-to-app-chain';
import { runPreview } from '@/lib/transaction-preview/run-preview';
import { TransactionFailedError } from '@/lib/transactions/tracker';
import { renderWithWallet } from '@/test/render-with-wallet';
import { confirmLaunch, prepareLaunch } from '../api/launch-chain';
import { postMetadata } from '../api/post-metadata';
import { useTickerInUse } from '../api/ticker-in-use';
import { uploadImage } from '../api/upload-image';
import { LaunchPage } from './launch-page';

// The chain and the services behind these (thin layers over wagmi's actions and lib/http) are the e2e spec's.
vi.mock('../api/launch-chain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/launch-chain')>()),
  prepareLaunch: vi.fn(),
  confirmLaunch: vi.fn(),
}));
// The preview's simulation (eth_simulateV1) is simulate-preview.ts's and the e2e specs' to cover.
vi.mock('@/lib/transaction-preview/run-preview', () => ({ runPreview: vi.fn() }));
vi.mock('@/lib/switch-to-app-chain', () => ({ switchToAppChain: vi.fn(async () => {}) }));
// The deadline counts from the chain's latest block or the clock, whichever is later (lib/chain-time.ts):
// the latest block is the clock's time unless a test moves it.
vi.mock('wagmi/actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('wagmi/actions')>()),
  getBlock: vi.fn(),
}));
vi.mock('../api/upload-image', () => ({ uploadImage: vi.fn() }));
vi.mock('../api/post-metadata', () => ({ postMetadata: vi.fn() }));
vi.mock('../api/ticker-in-use', () => ({ useTickerInUse: vi.fn() }));

// A whole form filled in and a flow of seven steps, on a machine that other suites keep busy: more
// than the default 5 s. Nothing here waits on a clock; the bound only catches a hang.
vi.setConfig({ testTimeout: 20_000 });

const TRADER = '0x00000000000000000000000000000000000a11ce';
const TOKEN = '0x00000000000000000000000000000000000c0ffe';
const TX = `0x${'ab'.repeat(32)}` as const;
const IMAGE_URL = 'http://127.0.0.1:8787/uploads/cafe.png';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const send = vi.fn();
const onLaunched = vi.fn();

function renderPage(options: { account?: string; chainId?: number; openWallet?: () => void } = {}) {
  return renderWithWallet(
    <LaunchPage
      renderCard={(token) => (
        <article data-testid="card" data-image={token.image_url}>
          {token.name} ${token.ticker} {token.description}
        </article>
      )}
      slippageBps={100}
      slippageControl={null}
      onLaunched={onLaunched}
    />,
    {
      account: 'account' in options ? options.account : TRADER,
      chainId: options.chainId ?? 31337,
      ...(options.openWallet ? { openWallet: options.openWallet } : {}),
    },
  );
}

type User = ReturnType<typeof renderPage>['user'];

const field = (label: string | RegExp) => screen.getByLabelText(label);
const imageInput = () => screen.getByLabelText('Image') as HTMLInputElement;

/** Puts `text` in the field in one go, as a paste: typing every key re-renders the whole form each time. */
async function paste(user: User, label: RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillIn(user: User, firstBuy = '') {
  await paste(user, /^Name/, 'Moon Cat');
  await user.type(field(/^Ticker/), 'mcat');
  await paste(user, /^Description/, 'A cat on the moon');
  await paste(user, /^Telegram/, 'https://t.me/mooncat');
  if (firstBuy) await paste(user, /^First buy in ETH/, firstBuy);
  await user.upload(imageInput(), new File([PNG], 'cat.png', { type: 'image/png' }));
  await waitFor(() => expect(screen.getByText('cat.png')).toBeInTheDocument());
}

const launchButton = (name: string | RegExp = 'Launch') => screen.getByRole('button', { name });

/** The review step between the simulation and the wallet: its preview, then Confirm. */
async function confirmReview(user: User) {
  const dialog = await screen.findByRole('dialog', { name: 'Review launch' });
  const confirm = within(dialog).getByRole('button', { name: 'Confirm launch' });
  await waitFor(() => expect(confirm).toBeEnabled());
  await user.click(confirm);
}
const alert = () => screen.findByRole('alert');

function stepState(label: string) {
  return within(screen.getByRole('list', { name: 'Launch steps' }))
    .getByText(label)
    .closest('li')?.dataset.state;
}

const metadata = {
  description: 'A cat on the moon',
  image: IMAGE_URL,
  website: null,
  telegram: 'https://t.me/mooncat',
  twitter: null,
};

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  vi.mocked(useTickerInUse).mockReturnValue({ data: { count: 0, atLeast: false } } as never);
  vi.mocked(uploadImage).mockResolvedValue({ url: IMAGE_URL });
  send.mockResolvedValue(TX);
  vi.mocked(prepareLaunch).mockResolvedValue({ send });
  vi.mocked(getBlock).mockImplementation(async () => ({ timestamp: BigInt(Math.floor(Date.now() / 1000)) }) as never);
  vi.mocked(runPreview).mockResolvedValue({
    status: 'ready',
    block: 41n,
    lines: [{ kind: 'send', text: 'You send 0.05 ETH', detail: 'to the curve (0xa161…72af)' }],
  });
  vi.mocked(confirmLaunch).mockResolvedValue(TOKEN);
  vi.mocked(postMetadata).mockResolvedValue(undefined);
});

afterEach(() => localStorage.clear());

describe('the launch form’s fields', () => {
  it('judges each field as it is typed, the error beside it', async () => {
    const { user } = renderPage();
    const name = field(/^Name/);
    await user.type(name, 'x'.repeat(33));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('At most 32 characters (this is 33).');
    await user.clear(name);
    expect(name).toHaveAccessibleDescription('Give the token a name.');
    await user.type(name, 'Moon Cat');
    expect(name).toHaveAttribute('aria-invalid', 'false');
  });

  it('upper-cases the ticker as typed, and takes A–Z and 0–9 only, 10 at most', async () => {
    const { user } = renderPage();
    const ticker = field(/^Ticker/);
    await user.type(ticker, 'mcat9');
    expect(ticker).toHaveValue('MCAT9');
    await user.type(ticker, '-');
    expect(ticker).toHaveAccessibleDescription('Only the letters A–Z and the digits 0–9.');
    await user.clear(ticker);
    await user.type(ticker, 'ABCDEFGHIJK');
    expect(ticker).toHaveAccessibleDescription('At most 10 characters (this is 11).');
  });

  it('takes a description of 500 characters at most', async () => {
    const { user } = renderPage();
    const description = field(/^Description/);
    await user.click(description);
    await user.paste('d'.repeat(501));
    expect(description).toHaveAccessibleDescription('At most 500 characters (this is 501).');
  });

  it('takes https links only, Telegram on t.me and X on x.com or twitter.com', async () => {
    const { user } = renderPage();
    await paste(user, /^Website/, 'http://moon.cat');
    expect(field(/^Website/)).toHaveAccessibleDescription('Only https links, like https://example.com.');
    await paste(user, /^Telegram/, 'https://telegram.org/moon');
    expect(field(/^Telegram/)).toHaveAccessibleDescription('Must be on t.me, like https://t.me/yourgroup.');
    await paste(user, /^X/, 'https://facebook.com/moon');
    expect(field(/^X/)).toHaveAccessibleDescription('Must be on x.com or twitter.com, like https://x.com/yourname.');
    await user.clear(field(/^X/));
    await paste(user, /^X/, 'https://twitter.com/moon');
    expect(field(/^X/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the tokens a first buy gets and its minimum, and refuses more than 10% of the supply', async () => {
    const { user } = renderPage();
    await user.type(field(/^Ticker/), 'MCAT');
    await user.type(field(/^First buy in ETH/), '0.1');
    expect(screen.getByText('You receive').nextSibling).toHaveTextContent(/M MCAT$/);
    expect(screen.getByText('Minimum, with your slippage')).toBeInTheDocument();
    await user.clear(field(/^First buy in ETH/));
    await user.type(field(/^First buy in ETH/), '1');
    expect(field(/^First buy in ETH/)).toHaveAccessibleDescription(
      'Above the cap: a first buy gets at most 10% of the supply.',
    );
    await user.clear(field(/^First buy in ETH/));
    await user.type(field(/^First buy in ETH/), 'lots');
    expect(field(/^First buy in ETH/)).toHaveAccessibleDescription('Write the amount in ETH as a number, like 0.1.');
  });

  it('on submit, says what is missing and sends nothing', async () => {
    const { user } = renderPage();
    await user.click(launchButton());
    expect(field(/^Name/)).toHaveAccessibleDescription('Give the token a name.');
    expect(field(/^Ticker/)).toHaveAccessibleDescription('Give the token a ticker.');
    expect(imageInput()).toHaveAccessibleDescription('Choose an image for the token.');
    expect(uploadImage).not.toHaveBeenCalled();
    expect(prepareLaunch).not.toHaveBeenCalled();
  });

  it.each([
    ['an SVG', new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), /^SVG images are refused/],
    ['text named .png', new File(['hello'], 'logo.png', { type: 'image/png' }), /^logo.png is not a PNG, JPEG/],
    ['over 1 MB', new File([PNG, new Uint8Array(1024 * 1024)], 'big.png', { type: 'image/png' }), /at most 1 MB/],
  ])('refuses %s as the image, by its bytes and size', async (_, file, message) => {
    renderPage();
    // As a person who picks "All files" in the dialog: the accept list is no check.
    fireEvent.change(imageInput(), { target: { files: [file] } });
    await waitFor(() => expect(imageInput()).toHaveAccessibleDescription(message));
    expect(imageInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('warns that a ticker is already used, and still launches', async () => {
    vi.mocked(useTickerInUse).mockReturnValue({ data: { count: 2, atLeast: false } } as never);
    const { user } = renderPage();
    await fillIn(user);
    expect(await screen.findByTestId('ticker-in-use-warning')).toHaveTextContent('2 tokens already use $MCAT');
    expect(useTickerInUse).toHaveBeenLastCalledWith('MCAT');
    // Asked once the typing settled, not at every key.
    expect(vi.mocked(useTickerInUse).mock.calls.map(([ticker]) => ticker)).not.toContain('MC');
    await user.click(launchButton());
    await confirmReview(user);
    await waitFor(() => expect(onLaunched).toHaveBeenCalledWith(TOKEN));
  });

  it('previews the card as discovery draws it', async () => {
    const { user } = renderPage();
    await fillIn(user);
    expect(screen.getByTestId('card')).toHaveTextContent('Moon Cat $MCAT A cat on the moon');
    // Before any upload, the chosen file itself is the card's logo.
    expect(uploadImage).not.toHaveBeenCalled();
    expect(screen.getByTestId('card').dataset.image).toMatch(/^blob:/);
  });
});

describe('the launch', () => {
  it('uploads, hashes, simulates, sends, follows, publishes the metadata and opens the token', async () => {
    const { user } = renderPage();
    await fillIn(user, '0.1');
    await user.click(launchButton());
    await confirmReview(user);
    await waitFor(() => expect(onLaunched).toHaveBeenCalledWith(TOKEN));
    expect(uploadImage).toHaveBeenCalledWith(expect.objectContaining({ name: 'cat.png' }));
    expect(prepareLaunch).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({
        account: TRADER,
        name: 'Moon Cat',
        ticker: 'MCAT',
        metadataHash: metadataHash(metadata),
        value: parseEther('0.1'),
      }),
    );
    expect(vi.mocked(prepareLaunch).mock.calls[0]![1].minTokensOut).toBeGreaterThan(0n);
    expect(send).toHaveBeenCalledOnce();
    expect(postMetadata).toHaveBeenCalledWith(TOKEN, metadata);
    // Done: the next visit starts blank.
    expect(localStorage.getItem('launchdeck.launch.draft')).toBeNull();
  });

  it('counts the deadline from the chain’s latest block when the chain is ahead of the clock', async () => {
    const chainNow = BigInt(Math.floor(Date.now() / 1000)) + 7_200n;
    vi.mocked(getBlock).mockResolvedValue({ timestamp: chainNow } as never);
    const { user } = renderPage();
    await fillIn(user, '0.1');
    await user.click(launchButton());
    await confirmReview(user);
    await waitFor(() => expect(prepareLaunch).toHaveBeenCalled());
    const { deadline } = vi.mocked(prepareLaunch).mock.calls[0]![1];
    // Twenty minutes from the chain's time, not from the clock's (two hours behind it).
    expect(deadline).toBe(chainNow + 1_200n);
  });

  it('an upload that fails says so, keeps everything typed, and tries the upload again', async () => {
    vi.mocked(uploadImage).mockRejectedValueOnce(
      new ApiError({ kind: 'network', message: 'Cannot reach the service' }),
    );
    const { user } = renderPage();
    await fillIn(user);
    await user.click(launchButton());
    expect(await alert()).toHaveTextContent('The image could not be uploaded: Cannot reach the service');
    expect(stepState('Upload the image')).toBe('failed');
    expect(field(/^Name/)).toHaveValue('Moon Cat');
    expect(prepareLaunch).not.toHaveBeenCalled();
    await user.click(launchButton('Try again'));
    await confirmReview(user);
    await waitFor(() => expect(onLaunched).toHaveBeenCalledWith(TOKEN));
    expect(uploadImage).toHaveBeenCalledTimes(2);
  });

  it('a simulation that reverts sends nothing and says why', async () => {
    vi.mocked(prepareLaunch).mockRejectedValueOnce(new Error('InvalidNameOrSymbol'));
    const { user } = renderPage();
    await fillIn(user);
    await user.click(launchButton());
    expect(await alert()).toHaveTextContent(/^The launch would fail, so nothing was sent/);
    expect(send).not.toHaveBeenCalled();
    expect(stepState('Simulate the launch')).toBe('failed');
    await user.click(launchButton('Try again'));
    await confirmReview(user);
    await waitFor(() => expect(onLaunched).toHaveBeenCalled());
    // The image was uploaded the first time: not again.
    expect(uploadImage).toHaveBeenCalledOnce();
  });

  it('a refusal in the wallet is quiet: no error, the form as it was', async () => {
    send.mockRejectedValueOnce(new UserRejectedRequestError(new Error('User rejected the request.')));
    const { user } = renderPage();
    await fillIn(user);
    await user.click(launchButton());
    await confirmReview(user);
    await waitFor(() => expect(send).toHaveBeenCalled());
    await waitFor(() => expect(launchButton()).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field(/^Ticker/)).toHaveValue('MCAT');
  });

  it('shows the preview of the launch call, and closing the review stops before the wallet, quietly', async () => {
    const { user } = renderPage();
    await fillIn(user, '0.05');
    await user.click(launchButton());
    const dialog = await screen.findByRole('dialog', { name: 'Review launch' });
    expect(await within(dialog).findByText('You send 0.05 ETH')).toBeInTheDocument();
    const previewed = vi.mocked(runPreview).mock.calls.at(-1)![0];
    expect(previewed.chosen).toEqual(['ETH']);
    expect(previewed.calls[0]!.value).toBe(parseEther('0.05'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(launchButton()).toBeEnabled());
    expect(send).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a transaction that reverts says so, and trying again simulates and sends a new one', async () => {
    vi.mocked(confirmLaunch).mockRejectedValueOnce(
      new TransactionFailedError('Mined but reverted on chain: nothing was traded.', {} as never),
    );
    const { user } = renderPage();
    await fillIn(user);
    await user.click(launchButton());
    await confirmReview(user);
    expect(await alert()).toHaveTextContent(/^The launch failed on chain: .* Trying again sends a new launch\.$/);
    expect(field(/^Name/)).toHaveValue('Moon Cat');
    await user.click(launchButton('Try again'));
    await confirmReview(user);
    await waitFor(() => expect(onLaunched).toHaveBeenCalled());
    expect(prepareLaunch).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a metadata post that fails is tried again without a second transaction', async () => {
    vi.mocked(postMetadata).mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 500, message: 'The service is having trouble' }),
    );
    const { user } = renderPage();
    await fillIn(user);
    await user.click(launchButton());
    await confirmReview(user);
    expect(await alert()).toHaveTextContent(/^Your token is launched, but its metadata could not be published/);
    expect(stepState('Publish the metadata')).toBe('failed');
    expect(stepState('Wait for the chain')).toBe('done');
    // Sent: what it committed to can no longer change.
    expect(field(/^Name/)).toBeDisabled();
    await user.click(launchButton('Try again'));
    await waitFor(() => expect(onLaunched).toHaveBeenCalledWith(TOKEN));
    expect(send).toHaveBeenCalledOnce();
    expect(confirmLaunch).toHaveBeenCalledOnce();
    expect(postMetadata).toHaveBeenCalledTimes(2);
  });

  it('keeps the draft across a remount, with the uploaded image', async () => {
    vi.mocked(prepareLaunch).mockRejectedValueOnce(new Error('boom'));
    const first = renderPage();
    await fillIn(first.user, '0.05');
    await first.user.click(launchButton());
    await alert();
    first.unmount();

    const { user } = renderPage();
    expect(field(/^Name/)).toHaveValue('Moon Cat');
    expect(field(/^Ticker/)).toHaveValue('MCAT');
    expect(field(/^Telegram/)).toHaveValue('https://t.me/mooncat');
    expect(field(/^First buy in ETH/)).toHaveValue('0.05');
    expect(screen.getByText('cat.png (uploaded)')).toBeInTheDocument();
    await user.click(launchButton());
    await confirmReview(user);
    await waitFor(() => expect(onLaunched).toHaveBeenCalledWith(TOKEN));
    expect(uploadImage).toHaveBeenCalledOnce();
  });

  it('after a reload mid-flow, follows the sent launch without a second transaction', async () => {
    vi.mocked(confirmLaunch).mockReturnValueOnce(new Promise(() => {}));
    const first = renderPage();
    await fillIn(first.user);
    await first.user.click(launchButton());
    await confirmReview(first.user);
    await waitFor(() => expect(confirmLaunch).toHaveBeenCalled());
    first.unmount();

    renderPage();
    await waitFor(() => expect(onLaunched).toHaveBeenCalledWith(TOKEN));
    expect(send).toHaveBeenCalledOnce();
    expect(confirmLaunch).toHaveBeenCalledTimes(2);
    expect(vi.mocked(confirmLaunch).mock.calls[1]![1]).toMatchObject({ hash: TX, account: TRADER, ticker: 'MCAT' });
  });
});

describe('a launch that was never mined', () => {
  it('dropped while the page was closed: after the reload the form unlocks, says so, and launches anew', async () => {
    vi.mocked(confirmLaunch).mockReturnValueOnce(new Promise(() => {}));
    const first = renderPage();
    await fillIn(first.user);
    await first.user.click(launchButton());
    await confirmReview(first.user);
    await waitFor(() => expect(confirmLaunch).toHaveBeenCalled());
    expect(field(/^Name/)).toBeDisabled();
    first.unmount();

    const reason = 'Dropped: another transaction from your account (0x1234…abcd) used its nonce. Nothing was traded.';
    vi.mocked(confirmLaunch).mockRejectedValueOnce(
      new TransactionFailedError(reason, {
        hash: TX,
        kind: 'launch',
        title: 'Launch MCAT',
        status: 'dropped',
        sentAt: 0,
      }),
    );
    const { user } = renderPage();
    expect(await alert()).toHaveTextContent(/^Your launch was dropped: .* the form is yours again/);
    expect(field(/^Name/)).toBeEnabled();
    expect(field(/^Name/)).toHaveValue('Moon Cat');
    await user.click(launchButton('Try again'));
    await confirmReview(user);
    await waitFor(() => expect(onLaunched).toHaveBeenCalledWith(TOKEN));
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('clearing the form', () => {
  it('empties every field and the kept draft, before anything was sent', async () => {
    const { user } = renderPage();
    await fillIn(user);
    await user.click(launchButton('Clear the form'));
    expect(field(/^Name/)).toHaveValue('');
    expect(field(/^Ticker/)).toHaveValue('');
    expect(screen.queryByText('cat.png')).toBeNull();
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('launchdeck.launch.draft')!).fields.name).toBe(''));
  });

  it('is not offered once the launch was sent', async () => {
    vi.mocked(postMetadata).mockRejectedValueOnce(new Error('503'));
    const { user } = renderPage();
    await fillIn(user);
    await user.click(launchButton());
    await confirmReview(user);
    await alert();
    expect(screen.queryByRole('button', { name: 'Clear the form' })).toBeNull();
  });
});

describe('the wallet', () => {
  it('offers to connect when none is', async () => {
    const openWallet = vi.fn();
    const { user } = renderPage({ account: undefined, openWallet });
    await user.click(launchButton('Connect a wallet to launch'));
    expect(openWallet).toHaveBeenCalled();
  });

  it('offers the switch on another chain', async () => {
    const { user } = renderPage({ chainId: 1 });
    await user.click(launchButton('Switch to the app’s chain'));
    expect(switchToAppChain).toHaveBeenCalledWith(expect.anything(), expect.any(Function));
  });
});
