/**
 * Who is using the app. This release has no sign-in yet, so every person is a
 * visitor: the type holds only that variant. The accounts issue adds the loading
 * and signed-in variants and reads the server session here; every exhaustive
 * switch over `status` then fails to compile until it handles them.
 */
export type Session = { status: 'signed-out' };

const visitor: Session = { status: 'signed-out' };

/** The current session; always the visitor session for now. */
export function useSession(): Session {
  return visitor;
}
