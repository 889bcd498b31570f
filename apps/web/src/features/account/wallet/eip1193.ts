/** An EIP-1193 provider, as much of it as wallet sign-in uses. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): void;
  removeListener?(event: string, listener: (...args: never[]) => void): void;
}

/** An EIP-6963 announcement's detail. */
interface ProviderDetail {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: Eip1193Provider;
}

const announced: ProviderDetail[] = [];
let listening = false;

/**
 * The wallets the page knows: EIP-6963 announcements (MetaMask first), else the legacy
 * `window.ethereum`. Asks once for announcements; they arrive synchronously from injected
 * wallets, so the answer is ready right after.
 */
export function knownWallet(): Eip1193Provider | undefined {
  if (typeof window === 'undefined') return undefined;
  if (!listening) {
    listening = true;
    window.addEventListener('eip6963:announceProvider', (event) => {
      const detail = (event as CustomEvent<ProviderDetail>).detail;
      if (detail?.provider && !announced.some((d) => d.info.uuid === detail.info.uuid)) {
        announced.push(detail);
      }
    });
    window.dispatchEvent(new Event('eip6963:requestProvider'));
  }
  const metaMask = announced.find((d) => d.info.rdns === 'io.metamask');
  return (
    (metaMask ?? announced[0])?.provider ?? (window as { ethereum?: Eip1193Provider }).ethereum
  );
}

/** The numeric code of a provider error (EIP-1193: 4001 rejected, -32002 pending). */
export function providerCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/** A UTF-8 message as personal_sign's hex parameter. */
export function hexOf(text: string): string {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
