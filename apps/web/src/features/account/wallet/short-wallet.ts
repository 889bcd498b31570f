/** A wallet as `0x1234…abcd` (spec 1 §7's shortened wallet). */
export const shortWallet = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
