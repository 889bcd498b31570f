import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Link } from 'react-router';
import { formatMoment } from '@/lib/format-date';
import { useNotifications } from '../api/use-notifications';
import { amountOf, reasonOf } from '../ledger-reason';
import { notificationTexts } from '../notification-texts';

const note = 'px-3 py-2 text-sm text-muted';

/**
 * What the notifications button opens: the latest referral rewards, boosts and bonuses, each in
 * the EP history's words with its amount and time, and a link to the whole history.
 */
export function NotificationsPanel(props: { historyHref: string; onNavigate: () => void }) {
  const { data, isError } = useNotifications();
  let body;
  if (data?.entries.length) {
    body = (
      <ul aria-label={notificationTexts.list} className="flex max-h-80 flex-col overflow-y-auto">
        {data.entries.map((entry) => (
          <li key={entry.entryId} className="flex items-start justify-between gap-3 px-3 py-2">
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="text-sm text-ink">{reasonOf(entry)}</p>
              <p className="text-xs text-faint">
                {formatMoment(entry.createdAt && timestampDate(entry.createdAt))}
              </p>
            </div>
            <p
              className={`shrink-0 text-sm font-semibold tabular-nums ${entry.amount < 0 ? 'text-danger' : 'text-accent-strong'}`}
            >
              {amountOf(entry)}
            </p>
          </li>
        ))}
      </ul>
    );
  } else if (data) {
    body = <p className={note}>{notificationTexts.empty}</p>;
  } else {
    body = <p className={note}>{isError ? notificationTexts.failed : notificationTexts.loading}</p>;
  }
  return (
    <>
      <h2 className="px-3 pt-2 pb-1 text-sm font-semibold text-ink">{notificationTexts.title}</h2>
      {body}
      <Link
        to={props.historyHref}
        onClick={props.onNavigate}
        className="mt-1 block rounded-md px-3 py-2 text-sm text-muted outline-none hover:bg-raised hover:text-ink focus-visible:bg-raised focus-visible:text-ink"
      >
        {notificationTexts.all}
      </Link>
    </>
  );
}
