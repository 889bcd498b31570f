import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';

const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });
const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment of the last minutes, to the second: '14:21:05' (the reader's time zone). */
export const clockTime = (moment: Timestamp | undefined) =>
  moment ? time.format(timestampDate(moment)) : '';

/** A moment of the last days, short enough for a narrow table: '29 Nov, 14:20'. */
export const shortMoment = (moment: Timestamp | undefined) =>
  moment ? dayAndTime.format(timestampDate(moment)) : '';
