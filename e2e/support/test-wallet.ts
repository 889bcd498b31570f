import type { Page } from '@playwright/test';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';

/** What the wallet answers next: approve, or refuse as a person would (EIP-1193 4001). */
type Mode = 'approve' | 'reject-connect' | 'reject-sign' | 'fail-sign';

/**
 * A browser wallet for a journey: an EIP-1193 provider announced by EIP-6963 as MetaMask,
 * whose keys stay in the test (Node). The page's requests cross `exposeBinding`; signatures
 * are real secp256k1 ones made with viem.
 */
export class TestWallet {
  account: PrivateKeyAccount = privateKeyToAccount(generatePrivateKey());
  mode: Mode = 'approve';
  /** personal_sign requests answered so far. */
  signatures = 0;

  constructor(private readonly page: Page) {}

  /** The address as the server stores it. */
  get address(): string {
    return this.account.address.toLowerCase();
  }

  /** The address as the user menu shows it. */
  get short(): string {
    return `${this.address.slice(0, 6)}…${this.address.slice(-4)}`;
  }

  /** Injects the provider into every page load of this page. */
  async install(): Promise<void> {
    await this.page.exposeBinding(
      '__testWalletRequest',
      (_source, method: string, params: unknown[]) => this.answer(method, params),
    );
    await this.page.addInitScript(() => {
      type Listener = (...args: unknown[]) => void;
      const listeners = new Map<string, Set<Listener>>();
      const request = (
        window as unknown as {
          __testWalletRequest: (
            method: string,
            params: unknown[],
          ) => Promise<{ ok?: unknown; code?: number; message?: string }>;
        }
      ).__testWalletRequest;
      const provider = {
        isMetaMask: true,
        async request(args: { method: string; params?: unknown[] }) {
          const answer = await request(args.method, args.params ?? []);
          if (answer.code !== undefined) {
            throw Object.assign(new Error(answer.message ?? 'error'), { code: answer.code });
          }
          return answer.ok;
        },
        on(event: string, listener: Listener) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)?.add(listener);
        },
        removeListener(event: string, listener: Listener) {
          listeners.get(event)?.delete(listener);
        },
      };
      (
        window as unknown as { __testWalletEmit: (event: string, value: unknown) => void }
      ).__testWalletEmit = (event, value) => {
        for (const listener of listeners.get(event) ?? []) listener(value);
      };
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', {
            detail: Object.freeze({
              info: { uuid: 'e2e-wallet', name: 'MetaMask', icon: 'data:,', rdns: 'io.metamask' },
              provider,
            }),
          }),
        );
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    });
  }

  private async answer(method: string, params: unknown[]) {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        if (this.mode === 'reject-connect')
          return { code: 4001, message: 'User rejected the request.' };
        return { ok: [this.account.address] };
      case 'personal_sign': {
        if (this.mode === 'reject-sign')
          return { code: 4001, message: 'User rejected the request.' };
        if (this.mode === 'fail-sign') return { code: -32603, message: 'Internal error' };
        const [message, from] = params as [Hex, string];
        if (from.toLowerCase() !== this.address) return { code: 4100, message: 'Unauthorized' };
        this.signatures += 1;
        return { ok: await this.account.signMessage({ message: { raw: message } }) };
      }
      case 'eth_chainId':
        return { ok: '0x1' };
      default:
        return { code: 4200, message: `Unsupported method ${method}` };
    }
  }

  /** Switches to a new account in the wallet, as a person would, and tells the page. */
  async switchAccount(): Promise<void> {
    this.account = privateKeyToAccount(generatePrivateKey());
    await this.emit('accountsChanged', [this.account.address]);
  }

  /** The wallet disconnects. */
  async disconnect(): Promise<void> {
    await this.emit('disconnect', { code: 4900, message: 'Disconnected' });
  }

  private async emit(event: string, value: unknown) {
    await this.page.evaluate(
      ([name, payload]) =>
        (
          window as unknown as { __testWalletEmit: (e: string, v: unknown) => void }
        ).__testWalletEmit(name, payload),
      [event, value] as const,
    );
  }
}
