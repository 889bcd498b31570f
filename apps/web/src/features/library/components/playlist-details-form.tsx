import {
  checkPlaylistDetails,
  normalizePlaylistDetails,
  PLAYLIST_LIMITS,
  type PlaylistDetailProblem,
} from '@earshot/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { FormRefusal, TextField } from '@/components/ui/text-field';
import { playlistTexts } from '../texts';

/** A playlist's editable details. */
export interface PlaylistDetailsValue {
  title: string;
  description: string;
  imageUrl: string;
  isPublic: boolean;
}

/**
 * Title, description, cover URL (empty: a generated cover) and visibility, checked with the
 * server's rules before sending; `onSubmit` answers the server's refusal text, if any.
 */
export function PlaylistDetailsForm(props: {
  initial: PlaylistDetailsValue;
  submitLabel: string;
  onSubmit: (value: PlaylistDetailsValue) => Promise<string | undefined>;
  onCancel?: () => void;
}) {
  const [value, setValue] = useState(props.initial);
  const [problems, setProblems] = useState<PlaylistDetailProblem[]>([]);
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);
  const descriptionId = useId();
  const problemOf = (field: PlaylistDetailProblem['field']) =>
    problems.find((p) => p.field === field)?.message ?? null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const details = normalizePlaylistDetails(value);
    const found = checkPlaylistDetails(details);
    setProblems(found);
    if (found.length > 0) return;
    setPending(true);
    setRefusal(await props.onSubmit({ ...value, ...details }));
    setPending(false);
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex max-w-xl flex-col gap-4" noValidate>
      <TextField
        label={playlistTexts.title}
        value={value.title}
        maxLength={PLAYLIST_LIMITS.titleMax}
        error={problemOf('title')}
        onChange={(e) => setValue({ ...value, title: e.target.value })}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-sm font-medium text-ink">
          {playlistTexts.description}
        </label>
        <textarea
          id={descriptionId}
          value={value.description}
          maxLength={PLAYLIST_LIMITS.descriptionMax}
          rows={3}
          aria-invalid={problemOf('description') ? true : undefined}
          onChange={(e) => setValue({ ...value, description: e.target.value })}
          className="w-full rounded-lg border border-line bg-raised px-3.5 py-2.5 text-sm text-ink hover:border-overlay focus:border-accent-strong focus:outline-none"
        />
        {problemOf('description') && (
          <p role="alert" className="text-xs text-danger">
            {problemOf('description')}
          </p>
        )}
      </div>
      <TextField
        label={playlistTexts.imageUrl}
        value={value.imageUrl}
        hint={playlistTexts.imageUrlHint}
        error={problemOf('image_url')}
        onChange={(e) => setValue({ ...value, imageUrl: e.target.value })}
      />
      <Switch
        label={playlistTexts.public}
        checked={value.isPublic}
        onCheckedChange={(isPublic) => setValue({ ...value, isPublic })}
      />
      <FormRefusal text={refusal} />
      <div className="flex gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? playlistTexts.creating : props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button variant="ghost" onClick={props.onCancel}>
            {playlistTexts.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
