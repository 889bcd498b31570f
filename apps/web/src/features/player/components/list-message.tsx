import { StatusMessage } from '@/components/ui/status-message';

/** A list's state in the panel: one line, or a title with a hint under it. */
export function ListMessage(props: {
  tone: 'loading' | 'info' | 'error';
  text: string;
  hint?: string;
}) {
  if (!props.hint) {
    return (
      <StatusMessage tone={props.tone} size="sm">
        {props.text}
      </StatusMessage>
    );
  }
  return (
    <div role="status" className="flex flex-col items-center gap-1 px-4 py-8 text-center">
      <p className="text-sm font-semibold text-ink">{props.text}</p>
      <p className="text-xs text-muted">{props.hint}</p>
    </div>
  );
}
