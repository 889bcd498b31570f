import { useState } from 'react';
import { AuthDialog } from '../components/auth-dialog';
import { CodeStep, EmailPasswordStep } from './connect-email-steps';
import { walletTexts } from './wallet-texts';

/**
 * Connect Email (spec 1 §2, §4 web3_link_email -> web3_verify_otp): a wallet user gives an
 * e-mail and password, gets a six-digit code by mail, verifies it, and the page reloads.
 */
export function ConnectEmailDialog(props: { walletAddress: string; onClose: () => void }) {
  const [draft, setDraft] = useState<{ email: string; password: string } | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const title = walletTexts.connectEmail;
  return (
    <AuthDialog open onClose={props.onClose}>
      {draft && codeSent ? (
        <CodeStep
          {...draft}
          walletAddress={props.walletAddress}
          title={title}
          back={() => setCodeSent(false)}
        />
      ) : (
        <EmailPasswordStep
          walletAddress={props.walletAddress}
          title={title}
          draft={draft}
          sent={(email, password) => {
            setDraft({ email, password });
            setCodeSent(true);
          }}
        />
      )}
    </AuthDialog>
  );
}
