import { checkPassword } from '@earshot/domain';
import { AUTH_CALLS } from '@earshot/wire';
import { useState, type FormEvent } from 'react';
import { FormRefusal, TextField } from '@/components/ui/text-field';
import { send } from '../api/auth-client';
import { asAuthError } from '../api/auth-error';
import { StepHeader } from '../components/auth-dialog';
import { CodeField, useCodeEntry } from '../components/code-field';
import { LinkButton } from '../components/link-button';
import { SubmitButton } from '../components/submit-button';
import { notify } from '../notify';
import { modalTexts, toastTexts } from '../texts';
import { walletTexts } from './wallet-texts';

const linkCode = (email: string, walletAddress: string) =>
  send(AUTH_CALLS.sendOtp, { email, walletAddress });

/**
 * The code step: six digits, then the link is made and the page reloads (spec 1 §4). `back`
 * returns to the e-mail and password, which the server checks again with the code.
 */
export function CodeStep(props: {
  email: string;
  password: string;
  walletAddress: string;
  title: string;
  back: () => void;
}) {
  const { email, password, walletAddress } = props;
  const entry = useCodeEntry(() => linkCode(email, walletAddress));
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await send(AUTH_CALLS.verifyOtp, {
        email,
        otp: entry.code.join(''),
        password,
        linkToWeb3: true,
        walletAddress,
      });
      window.location.reload();
    } catch (err) {
      entry.clear();
      notify.failure(toastTexts.verificationFailed, asAuthError(err));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      <StepHeader
        title={props.title}
        lead={
          <>
            {walletTexts.codeSentTo} <strong className="text-ink">{email}</strong>
          </>
        }
      />
      <CodeField entry={entry} disabled={busy} />
      <SubmitButton disabled={!entry.complete} busy={busy}>
        {walletTexts.verify}
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        <LinkButton onClick={props.back}>{walletTexts.changeEmailOrPassword}</LinkButton>
      </p>
    </form>
  );
}

/**
 * The e-mail and password step: checks both are there and the password keeps spec 1 §5's rules,
 * then mails the code; a refusal shows here, before any code is sent.
 */
export function EmailPasswordStep(props: {
  walletAddress: string;
  title: string;
  sent: (email: string, password: string) => void;
  /** What the person typed before going back from the code step. */
  draft?: { email: string; password: string } | null;
}) {
  const [email, setEmail] = useState(props.draft?.email ?? '');
  const [password, setPassword] = useState(props.draft?.password ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(walletTexts.linkNeedsBoth);
      return;
    }
    const weak = checkPassword(password);
    if (weak) {
      setError(weak.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await linkCode(email, props.walletAddress);
      props.sent(email.trim(), password);
    } catch (err) {
      setError(asAuthError(err).message);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <StepHeader title={props.title} lead={walletTexts.connectEmailLead} />
      <TextField
        label={modalTexts.mail}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder={modalTexts.emailPlaceholder}
      />
      <TextField
        label={modalTexts.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        placeholder={modalTexts.passwordPlaceholder}
        hint={modalTexts.passwordHint}
      />
      <FormRefusal text={error} />
      <SubmitButton disabled={false} busy={busy}>
        {walletTexts.sendCode}
      </SubmitButton>
    </form>
  );
}
