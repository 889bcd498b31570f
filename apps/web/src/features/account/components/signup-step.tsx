import { checkEmail, checkPassword, checkSignupName, normalizeEmail } from '@earshot/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { authApi } from '../api/auth-client';
import { asAuthError } from '../api/auth-error';
import { notify } from '../notify';
import { modalTexts, toastTexts } from '../texts';
import type { StepProps } from './auth-steps';
import { StepHeader } from './auth-dialog';
import { SwitchLine } from './link-button';
import { OtherWaysIn } from './provider-buttons';
import { SubmitButton } from './submit-button';
import { TextField } from '@/components/ui/text-field';

type Field = 'name' | 'email' | 'password';
type Errors = Partial<Record<Field, string>>;

interface SignupForm {
  name: string;
  email: string;
  password: string;
}

/** Every field's problem at once, by the domain's rules and words (spec 1 §5). */
export function signupErrors(form: SignupForm): Errors {
  const errors: Errors = {};
  const problems = [
    checkSignupName(form.name),
    checkEmail(form.email),
    checkPassword(form.password),
  ];
  for (const problem of problems) if (problem) errors[problem.field as Field] = problem.message;
  return errors;
}

const fieldOf = (code: string): Field | null =>
  (['name', 'email', 'password'] as const).find((field) => code.startsWith(`${field}_`)) ?? null;

const termsLink = 'font-medium text-accent-strong underline-offset-4 hover:underline';

/** The terms and privacy box; the links open in a new tab so the form keeps what was typed. */
function TermsBox(props: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 text-sm text-muted">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-accent"
      />
      <label htmlFor={id} className="cursor-pointer leading-snug">
        {modalTexts.termsBefore}{' '}
        <Link to={paths.terms.getHref()} target="_blank" className={termsLink}>
          {modalTexts.terms}
        </Link>{' '}
        {modalTexts.termsBetween}{' '}
        <Link to={paths.privacy.getHref()} target="_blank" className={termsLink}>
          {modalTexts.privacy}
        </Link>
      </label>
    </div>
  );
}

/**
 * 'Create your account' (spec 1 §2, §5): optional Name, Mail and Password checked by the
 * domain's rules on submit (then live), 'Get Started' disabled until the terms are accepted.
 * The server's refusals land on their field; an e-mail already registered also toasts
 * 'Signup Error'. Success goes on to verification.
 */
export function SignUpStep({ email: initial, go }: StepProps) {
  const [form, setForm] = useState<SignupForm>({ name: '', email: initial, password: '' });
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);

  const register = useMutation({
    mutationFn: (input: { email: string; password: string; name: string | null }) =>
      authApi.register(input),
    onSuccess: (_answer, input) => go({ kind: 'verify', email: input.email }),
    onError: (err) => {
      const failure = asAuthError(err);
      const field = failure.status === 422 || failure.status === 409 ? fieldOf(failure.code) : null;
      if (field) setErrors((current) => ({ ...current, [field]: failure.message }));
      if (failure.status !== 422) notify.failure(toastTexts.signupError, failure);
    },
  });

  const update = (field: Field, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (tried) setErrors(signupErrors(next));
    else if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) return;
    setTried(true);
    const found = signupErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const name = form.name.trim();
    register.mutate({
      email: normalizeEmail(form.email),
      password: form.password,
      name: name === '' ? null : name,
    });
  };

  return (
    <>
      <StepHeader title={modalTexts.signupTitle} lead={modalTexts.signupLead} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={modalTexts.name}
          labelNote={modalTexts.optional}
          name="name"
          autoComplete="name"
          placeholder={modalTexts.namePlaceholder}
          value={form.name}
          onChange={(event) => update('name', event.target.value)}
          error={errors.name}
        />
        <TextField
          label={modalTexts.mail}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={modalTexts.emailPlaceholder}
          value={form.email}
          onChange={(event) => update('email', event.target.value)}
          error={errors.email}
          autoFocus={initial === ''}
        />
        <TextField
          label={modalTexts.password}
          type="password"
          name="new-password"
          autoComplete="new-password"
          placeholder={modalTexts.passwordPlaceholder}
          value={form.password}
          onChange={(event) => update('password', event.target.value)}
          error={errors.password}
          hint={modalTexts.passwordHint}
          autoFocus={initial !== ''}
        />
        <TermsBox checked={accepted} onChange={setAccepted} />
        <SubmitButton disabled={!accepted} busy={register.isPending}>
          {modalTexts.getStarted}
        </SubmitButton>
      </form>
      <OtherWaysIn wallet />
      <SwitchLine
        question={modalTexts.haveAccount}
        action={modalTexts.signInNow}
        onClick={() => go({ kind: 'signin', email: form.email.trim() })}
      />
    </>
  );
}
