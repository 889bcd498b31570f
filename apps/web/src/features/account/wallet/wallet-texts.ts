import { WALLET_TEXTS } from '@earshot/domain';

/** The wallet's words (spec 1 §2, §4, §8); decisions where the spec gives none are marked. */
export const walletTexts = {
  // Wallet connect (spec 1 §8).
  connectRejected: 'Connection request was rejected by the user',
  connectPending: 'Connection request is already pending. Please check MetaMask.',
  notInstalled: 'MetaMask is not installed. Please install MetaMask to continue.',
  noAccounts: 'No accounts found. Please make sure MetaMask is unlocked.',
  connectFailed: 'Failed to connect to MetaMask',
  // Signing.
  signRejected: 'Signature request was rejected by the user',
  providerMissing: 'MetaMask provider not available',
  signFailed: 'Failed to sign message',
  // Toasts.
  metaMaskRequired: 'MetaMask Required',
  metaMaskRequiredText: 'Please install MetaMask to connect your wallet',
  walletLinked: 'Wallet Linked',
  walletConnected: 'Wallet Connected',
  connectionFailed: 'Connection Failed',
  walletDisconnected: 'Wallet Disconnected',
  disconnectFailed: 'Disconnect Failed',
  disconnectFailedText: 'Failed to disconnect wallet. Please try again.',
  // Wallet link.
  walletAlreadyConnected: 'Wallet Already Connected',
  walletLinkedElsewhere: 'Wallet Linked to Another Account',
  linkConnectRejected: 'Connection was rejected. Please try again.',
  linkSignRejected: 'Signature was rejected. Please try again.',
  // Wallet events (spec 1 §4).
  addressChanged:
    'Wallet address changed. Your web3 session has been cleared but your web2 session remains active.',
  signInAgain: 'Please sign in again with your new wallet address',
  // Connect Email (spec 1 §5, §8).
  linkNeedsBoth: WALLET_TEXTS.linkNeedsBoth,
  noWallet: WALLET_TEXTS.noWallet,
  // User menu (spec 1 §2); the per-method sign-outs are decisions.
  connectWallet: 'Connect Wallet',
  /** Decision: the top-bar wallet control's name. */
  wallet: 'Wallet',
  connectEmail: 'Connect Email',
  /** Decision: a wallet user's Google linking (spec 1 §4 Web3-OAuth linking). */
  connectGoogle: 'Connect Google',
  signOutEmail: 'Sign Out of Email',
  signOutWallet: 'Sign Out of Wallet',
  dualAuth: 'Dual Authentication',
  /** Decision: the install link beside a disabled wallet button. */
  install: 'Install MetaMask',
  installUrl: 'https://metamask.io/download/',
  /** Decision: the Connect Email dialog's lines. */
  connectEmailLead: 'Add an email and password to sign in without your wallet.',
  sendCode: 'Send code',
  codeSentTo: 'We sent a 6-digit code to',
  verify: 'Verify',
  /** Decision: back from the code to the e-mail and password, to mend either. */
  changeEmailOrPassword: 'Change email or password',
} as const;
