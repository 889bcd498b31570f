/** Who is looking: the user's id, null for a visitor, undefined while the session is read. */
export interface ViewerProps {
  me: string | null | undefined;
}
