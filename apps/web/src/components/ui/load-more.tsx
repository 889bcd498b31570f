import { Button } from './button';

/** The button under a paged list; the caller hides it when there is nothing more. */
export function LoadMore(props: {
  onLoad: () => void;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <div className="flex justify-center pt-4">
      <Button
        variant="ghost"
        className="border border-line"
        onClick={props.onLoad}
        disabled={props.pending}
      >
        {props.pending ? props.pendingLabel : props.label}
      </Button>
    </div>
  );
}
