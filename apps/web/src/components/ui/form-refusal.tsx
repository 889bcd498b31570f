/** Why the server refused a form, in its words (spec 1 §8); nothing while there is none. */
export function FormRefusal(props: { text: string | null | undefined }) {
  return props.text ? (
    <p role="alert" className="text-sm text-danger">
      {props.text}
    </p>
  ) : null;
}
