/**
 * Who the panel serves, as the app tells it (features do not read each other's state).
 * A visitor is asked to sign in for favourites and playlists; while the session is
 * being read those controls wait, disabled; a member gets the library's song actions
 * (handed in through the library slots; without them the controls stay disabled).
 */
export type PlayerViewer = { kind: 'visitor' } | { kind: 'pending' } | { kind: 'member' };
