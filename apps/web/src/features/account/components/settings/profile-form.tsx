import { toastDurations } from '@/lib/toast-durations';
import type { User } from '@earshot/contract/account/v1/account';
import {
  checkImageUrl,
  checkUsername,
  normalizeUsername,
  type FieldProblem,
} from '@earshot/domain';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormRefusal, TextField } from '@/components/ui/text-field';
import { useSubmission } from '@/hooks/use-submission';
import { refusalText, useAccountClient } from '../../api/use-profile';
import { profileTexts } from '../../profile-texts';

type Fields = { name: string; username: string; image: string; background: string };

/** The form's fields as a user holds them (unset: empty). */
const fieldsOf = (user: User): Fields => ({
  name: user.name ?? '',
  username: user.username ?? '',
  image: user.image ?? '',
  background: user.background ?? '',
});

/** The spec's profile rules (spec 2 §5) on what the form holds; empty clears a field. */
function problemsOf(fields: Fields): FieldProblem[] {
  const username = normalizeUsername(fields.username);
  const image = fields.image.trim();
  const background = fields.background.trim();
  return [
    username ? checkUsername(username) : undefined,
    image ? checkImageUrl(image, 'image') : undefined,
    background ? checkImageUrl(background, 'background') : undefined,
  ].filter((p): p is FieldProblem => p !== undefined);
}

/**
 * Name, username, image and background URLs (spec 2 §7 updateUser). A value that breaks a
 * rule is refused with the rule's words before anything is sent, and the server checks again
 * (a username another account holds); a refused change changes nothing.
 */
export function ProfileForm(props: { user: User }) {
  const { account, refresh } = useAccountClient();
  const [fields, setFields] = useState(() => fieldsOf(props.user));
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const { refusal, pending, run, clear } = useSubmission(
    (error) => refusalText(error) || profileTexts.somethingWrong,
  );
  const problemOf = (field: string) => problems.find((p) => p.field === field)?.message ?? null;
  const field = (name: keyof Fields) => ({
    value: fields[name],
    onChange: (e: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: e.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(fields);
    setProblems(found);
    clear();
    if (found.length > 0) return;
    await run(async () => {
      const { user } = await account.updateUser(fields);
      if (user) setFields(fieldsOf(user));
      await refresh();
      toast.success(profileTexts.saved, { duration: toastDurations.short });
    });
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex max-w-xl flex-col gap-4" noValidate>
      <TextField label={profileTexts.name} autoComplete="name" maxLength={200} {...field('name')} />
      <TextField
        label={profileTexts.username}
        autoComplete="username"
        hint={profileTexts.usernameHint}
        error={problemOf('username')}
        {...field('username')}
      />
      <TextField
        label={profileTexts.image}
        type="text"
        inputMode="url"
        hint={profileTexts.urlHint}
        error={problemOf('image')}
        {...field('image')}
      />
      <TextField
        label={profileTexts.background}
        inputMode="url"
        hint={profileTexts.urlHint}
        error={problemOf('background')}
        {...field('background')}
      />
      <FormRefusal text={refusal} />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? profileTexts.saving : profileTexts.save}
        </Button>
      </div>
    </form>
  );
}
